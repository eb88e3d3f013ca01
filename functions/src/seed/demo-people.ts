import type { LoyaltyLevelKey } from '@app/domain';
import { DEMO_CUSTOMER_EMAIL } from './demo-staff';
import type { SeededRandom } from './seeded-random';

/** A demo diner: identity, the restaurant they belong to and the loyalty level they should end up at. */
export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate?: string;
  postalCode?: string;
  emailMarketingConsent: boolean;
  smsMarketingConsent: boolean;
  rgpdConsent: boolean;
  homeRestaurantId: string;
  /** Level reached at the home restaurant (an imported opening balance makes up the difference). */
  homeLevel: LoyaltyLevelKey;
  /** Another restaurant visited now and then (the customer file's "several restaurants" badge). */
  otherRestaurantId?: string;
}

const FIRST_NAMES = [
  'Camille',
  'Lucas',
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Manon',
  'Gabriel',
  'Emma',
  'Arthur',
  'Inès',
  'Jules',
  'Sarah',
  'Nathan',
  'Zoé',
  'Raphaël',
  'Alice',
  'Théo',
  'Juliette',
  'Paul',
  'Louise',
  'Adam',
  'Jade',
  'Noah',
  'Lina',
  'Ethan',
  'Rose',
  'Tom',
  'Anna',
  'Victor',
  'Margaux',
  'Maël',
  'Clara',
  'Sacha',
  'Agathe',
  'Éloïse',
] as const;
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Blanc',
  'Guérin',
  'Boyer',
  'Garnier',
  'Chevalier',
  'François',
  'Legrand',
  'Gauthier',
  'Perrin',
  'Robin',
  'Clément',
  'Morin',
] as const;

/** Levels of each restaurant's twelve regulars: every level is present at every venue. */
const LEVEL_MIX: readonly LoyaltyLevelKey[] = [
  'diamond',
  'gold',
  'silver',
  'bronze',
  'new',
  'diamond',
  'gold',
  'silver',
  'bronze',
  'bronze',
  'new',
  'new',
];

/** Points aimed at for each level under the default thresholds (100 / 250 / 500 / 1000). */
export const LEVEL_TARGETS: Record<LoyaltyLevelKey, [number, number]> = {
  new: [0, 0],
  bronze: [130, 220],
  silver: [290, 460],
  gold: [560, 900],
  diamond: [1080, 1450],
};

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * Thirty-six diners, twelve per restaurant. The first one is the demo customer (Camille Martin, Ultra VIP at
 * Au Bureau) who can sign in to the customer space.
 */
export function buildDemoPeople(random: SeededRandom, restaurantIds: readonly string[]): DemoPerson[] {
  const people: DemoPerson[] = [];
  FIRST_NAMES.forEach((firstName, index) => {
    const lastName = LAST_NAMES[index] ?? 'Martin';
    const home = restaurantIds[Math.floor(index / LEVEL_MIX.length) % restaurantIds.length] ?? 'rest-bureau';
    const level = LEVEL_MIX[index % LEVEL_MIX.length] ?? 'new';
    const email =
      index === 0 ? DEMO_CUSTOMER_EMAIL : `${asciiSlug(firstName)}.${asciiSlug(lastName)}@exemple.fr`;
    const digits = String(10_000_000 + index * 1_234_567 + random.int(0, 999)).slice(-8);
    const complete = random.chance(0.6);
    const person: DemoPerson = {
      firstName,
      lastName,
      email,
      phone: `06${digits}`,
      emailMarketingConsent: index === 0 || random.chance(0.7),
      smsMarketingConsent: random.chance(0.4),
      rgpdConsent: index === 0 || random.chance(0.8),
      homeRestaurantId: home,
      homeLevel: level,
    };
    if (complete || index === 0) {
      person.birthDate = `19${random.int(60, 99)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
      person.postalCode = home === 'rest-bureau' ? '75009' : home === 'rest-lezinc' ? '69002' : '13002';
    }
    // Every fourth diner also visits the next restaurant.
    if (index % 4 === 1)
      person.otherRestaurantId = restaurantIds[(restaurantIds.indexOf(home) + 1) % restaurantIds.length];
    people.push(person);
  });
  return people;
}
