import { buildDemoAccount, type DemoAccount } from './demo-loyalty';
import type { DemoPerson } from './demo-people';
import { buildDemoReservation, type DemoReservation, type DemoReservationContext } from './demo-reservations';
import type { DemoRestaurant } from './demo-restaurants';
import { createSeededRandom } from './seeded-random';

/** Her own seed: adding her leaves every other draw of the demo where it was. */
const NEWCOMER_SEED = 20261124;

/**
 * A diner who never came (issue 39: the day list's « Nouveau » label): every other demo diner has visited their
 * venues at least once, she only asked for a table at Au Bureau tonight.
 */
export const DEMO_NEWCOMER: DemoPerson = {
  firstName: 'Inès',
  lastName: 'Nouvel',
  email: 'ines.nouvel@exemple.fr',
  phone: '06 47 58 69 70',
  emailMarketingConsent: false,
  smsMarketingConsent: false,
  rgpdConsent: true,
  homeRestaurantId: 'rest-bureau',
  homeLevel: 'new',
};

/** The newcomer's request for tonight at `venue` (pending, no table yet) and her account there (no points). */
export function buildDemoNewcomer(
  ctx: DemoReservationContext,
  venue: DemoRestaurant,
): { reservation: DemoReservation; account: DemoAccount } {
  const random = createSeededRandom(NEWCOMER_SEED);
  const reservation = buildDemoReservation(
    { ...ctx, random },
    venue,
    DEMO_NEWCOMER,
    { id: `demo-${venue.key}-new-0001`, date: ctx.today, time: '20:15', offset: 0, status: 'PENDING' },
    new Set(),
  );
  const account = buildDemoAccount({
    random,
    person: DEMO_NEWCOMER,
    restaurantId: venue.id,
    config: venue.loyaltyConfig,
    reservations: [reservation],
    reviews: [],
    today: ctx.today,
  });
  return { reservation, account };
}
