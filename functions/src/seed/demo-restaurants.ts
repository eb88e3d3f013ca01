import {
  DEFAULT_LOYALTY_CONFIG,
  DEFAULT_RESTAURANT_SETTINGS,
  type FloorPlan,
  type FloorPlanElement,
  type LoyaltyConfig,
  type OpeningHours,
  type Restaurant,
  type Room,
} from '@app/domain';

/**
 * The three sample venues. Ids end with a readable 6-letter tail because the tablet's establishment code is
 * the last 6 characters of the id upper-cased (BUREAU, LEZINC, DUPORT). Each has its own brand colour, dark
 * enough for white text (4.5:1), so that the demo's mails visibly come from three different restaurants.
 */
export interface DemoRestaurant {
  id: string;
  /** Short key used in demo document ids. */
  key: string;
  restaurant: Omit<Restaurant, 'id' | 'createdAt' | 'updatedAt'>;
  loyaltyConfig: LoyaltyConfig;
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Au Bureau opens every day so that the demo has a lively day view whatever the weekday. */
export function openEveryDay(): OpeningHours {
  const hours = copy(DEFAULT_RESTAURANT_SETTINGS.openingHours);
  hours.sunday = copy(hours.saturday);
  return hours;
}

const lyonGifts: LoyaltyConfig['gifts'] = [
  // Valued by the venue: the reward analytics count them in euros.
  { name: 'Verre de Beaujolais offert', emoji: '🍷', order: 1, value: 5 },
  { name: 'Cervelle de canut offerte', emoji: '🧀', order: 2, value: 7.5 },
  { name: 'Praline rose offerte', emoji: '🍰', order: 3, value: 6.5 },
  { name: 'Quenelle offerte', emoji: '🍽️', order: 4, value: 14.5 },
];

export const DEMO_RESTAURANTS: readonly DemoRestaurant[] = [
  {
    id: 'rest-bureau',
    key: 'bureau',
    restaurant: {
      name: 'Au Bureau',
      slug: 'au-bureau',
      establishmentCode: 'BUREAU',
      address: '12 boulevard des Capucines, 75009 Paris',
      phone: '01 42 68 00 12',
      email: 'contact@aubureau-demo.fr',
      description: 'Brasserie conviviale au cœur de Paris : burgers, planches à partager et bières pression.',
      emoji: '🍺',
      brandColor: '#9a3412',
      images: [],
      ...copy(DEFAULT_RESTAURANT_SETTINGS),
      openingHours: openEveryDay(),
      suggestSisterVenues: true,
      location: { latitude: 48.8708, longitude: 2.3316 },
    },
    // Sells discount vouchers at the spec's rate: 100 points for a 10 € voucher.
    loyaltyConfig: {
      ...copy(DEFAULT_LOYALTY_CONFIG),
      discount: { enabled: true, pointsPerVoucher: 100, voucherValue: 10 },
    },
  },
  {
    id: 'rest-lezinc',
    key: 'zinc',
    restaurant: {
      name: 'Le Petit Zinc',
      slug: 'le-petit-zinc',
      establishmentCode: 'LEZINC',
      address: '8 rue Mercière, 69002 Lyon',
      phone: '04 78 37 00 08',
      email: 'bonjour@petitzinc-demo.fr',
      description: 'Bouchon lyonnais authentique : quenelles, tablier de sapeur et vins du Beaujolais.',
      emoji: '🍷',
      brandColor: '#9f1239',
      images: [],
      ...copy(DEFAULT_RESTAURANT_SETTINGS),
      maxOnlineReservation: 8,
      suggestSisterVenues: true,
      location: { latitude: 45.762, longitude: 4.834 },
    },
    // A venue with its own rules, so that screens visibly read the restaurant's configuration.
    loyaltyConfig: {
      ...copy(DEFAULT_LOYALTY_CONFIG),
      pointsPerReview: 10,
      pointsForWalkIn: 15,
      gifts: lyonGifts,
    },
  },
  {
    id: 'rest-duport',
    key: 'port',
    restaurant: {
      name: 'La Table du Port',
      slug: 'la-table-du-port',
      establishmentCode: 'DUPORT',
      address: '27 quai du Port, 13002 Marseille',
      phone: '04 91 90 00 27',
      email: 'reservation@tableduport-demo.fr',
      description: 'Poissons de la criée et bouillabaisse face au Vieux-Port.',
      emoji: '⚓',
      brandColor: '#1d4ed8',
      images: [],
      ...copy(DEFAULT_RESTAURANT_SETTINGS),
      maxCapacityPerDay: 180,
      suggestSisterVenues: true,
      location: { latitude: 43.2951, longitude: 5.374 },
    },
    loyaltyConfig: copy(DEFAULT_LOYALTY_CONFIG),
  },
];

const TABLE_CAPACITIES = [2, 2, 4, 4, 4, 6, 2, 2, 4, 4, 6, 8] as const;

function room(id: string, name: string, firstNumber: number, furniture: string): Room {
  const elements: FloorPlanElement[] = TABLE_CAPACITIES.map((capacity, index) => {
    const col = index % 4;
    const row = Math.floor(index / 4);
    const size = capacity <= 2 ? 70 : capacity <= 4 ? 90 : 120;
    return {
      id: `${id}-t${index + 1}`,
      type: 'table',
      number: String(firstNumber + index),
      capacity,
      shape: capacity <= 2 ? 'circle' : 'rectangle',
      x: 60 + col * 150,
      y: 80 + row * 140,
      width: size,
      height: capacity >= 6 ? 80 : size,
      rotation: 0,
    };
  });
  elements.push(
    { id: `${id}-w1`, type: 'wall', x: 20, y: 20, width: 640, height: 10, rotation: 0 },
    { id: `${id}-w2`, type: 'wall', x: 20, y: 20, width: 10, height: 480, rotation: 0 },
    {
      id: `${id}-f1`,
      type: 'furniture',
      name: furniture,
      x: 680,
      y: 80,
      width: 60,
      height: 300,
      rotation: 0,
    },
  );
  return { id, name, elements };
}

/**
 * Two rooms of 12 tables: the main room (tables 1 to 12) and the terrace (tables 21 to 32). Side by side in
 * the main room, tables 3 + 4 join for 6 and 9 + 10 for 8 (« Tables associées »).
 */
export function demoFloorPlan(restaurantId: string, updatedAt: string): FloorPlan {
  return {
    restaurantId,
    rooms: [room('salle', 'Salle principale', 1, 'Bar'), room('terrasse', 'Terrasse', 21, 'Jardinière')],
    tableGroups: [
      { id: 'salle-g3-4', tableIds: ['salle-t3', 'salle-t4'], capacity: 6 },
      { id: 'salle-g9-10', tableIds: ['salle-t9', 'salle-t10'], capacity: 8 },
    ],
    updatedAt,
  };
}

/** Tables of a demo plan as (number, capacity, room) for assigning reservations. */
export function demoTables(): { number: string; capacity: number; terrace: boolean }[] {
  return [
    ...TABLE_CAPACITIES.map((capacity, i) => ({ number: String(1 + i), capacity, terrace: false })),
    ...TABLE_CAPACITIES.map((capacity, i) => ({ number: String(21 + i), capacity, terrace: true })),
  ];
}
