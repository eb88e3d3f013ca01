import { demoDateExceptions } from './demo-exceptions';
import {
  buildReviewStats,
  type FloorPlan,
  type Restaurant,
  type RestaurantSettings,
  type ReviewStats,
  type StaffUser,
  type WaitlistEntry,
} from '@app/domain';
import { addDays, parisDate, parisTimestamp } from './demo-calendar';
import { buildDemoCustomer, type DemoCustomer } from './demo-customers';
import { buildDemoViews, type DemoView } from './demo-views';
import { buildDemoHistory, type DemoArchivedReservation } from './demo-history';
import {
  buildDemoAccount,
  markDemoBillCredits,
  buildVisitRecords,
  type DemoAccount,
  type DemoLedgerEntry,
  type DemoPointsRecord,
} from './demo-loyalty';
import { buildDemoEmailLogs, buildDemoRunLogs, type DemoEmailLog, type DemoRunLog } from './demo-mail-logs';
import { buildDemoNewcomer, DEMO_NEWCOMER } from './demo-newcomer';
import { buildDemoPeople } from './demo-people';
import { buildVenueReservations, type DemoReservation } from './demo-reservations';
import { DEMO_RESTAURANTS, demoFloorPlan, type DemoRestaurant } from './demo-restaurants';
import { buildDemoReviews, type DemoReview } from './demo-reviews';
import { buildDemoWaitlist } from './demo-waitlist';
import { buildDemoClosedSlots } from './demo-closed-slots';
import {
  buildDemoCampaigns,
  buildDemoInvitations,
  type DemoCampaign,
  type DemoInvitation,
} from './demo-campaigns';
import { buildDemoDiscounts } from './demo-discounts';
import { buildDemoRewards, type DemoUsage, type DemoVoucher } from './demo-rewards';
import { DEMO_CUSTOMERS_WITH_PASSWORD, type DemoStaffMember } from './demo-staff';
import { createSeededRandom } from './seeded-random';
import {
  TABLES_VENUE,
  TABLES_VENUE_SETTINGS,
  buildTablesVenueReservations,
  tablesVenueFloorPlan,
} from './demo-tables-venue';

/** Seed of the generator: change it and every demo document changes. */
export const DEMO_SEED = 20261122;
/**
 * Seed of the second stream, for the archived history and the demo customer's second venue: drawn apart, they
 * leave every other demo document as the first stream makes it.
 */
export const DEMO_HISTORY_SEED = DEMO_SEED + 1;

export type StaffWithUid = DemoStaffMember & { uid: string };

/** Every document of the demo, as validated domain values keyed by their ids. */
export interface DemoDataset {
  restaurants: (Restaurant & { id: string })[];
  settings: RestaurantSettings[];
  floorPlans: FloorPlan[];
  loyaltyConfigs: { restaurantId: string; config: DemoRestaurant['loyaltyConfig'] }[];
  users: (StaffUser & { id: string })[];
  reservations: DemoReservation[];
  /** Finished reservations 4 to 10 months old, as the archive job leaves them in `reservations_archive`. */
  archivedReservations: DemoArchivedReservation[];
  reviews: DemoReview[];
  /** Each venue's campaign history (sent, partial, scheduled). */
  campaigns: DemoCampaign[];
  /** Invitations waiting and expired, for the users tab. */
  invitations: DemoInvitation[];
  /** Each venue's reviews aggregate (`reviewStats`), as the review callables keep it. */
  reviewStats: ReviewStats[];
  ledger: DemoLedgerEntry[];
  pointsRecords: DemoPointsRecord[];
  customers: DemoCustomer[];
  /** Each venue's view of its diners (contact given there, figures, consents with their proofs). */
  customerViews: DemoView[];
  vouchers: DemoVoucher[];
  usages: DemoUsage[];
  emailLogs: DemoEmailLog[];
  runLogs: DemoRunLog[];
  /** Diners waiting at Au Bureau tonight and tomorrow. */
  waitlist: WaitlistEntry[];
  /** A slot Au Bureau's staff closed, signed (« Pourquoi complet ? »). */
  closedSlots: ReturnType<typeof buildDemoClosedSlots>;
}

// The venue's own account acts on its reservations: the one with the fewest restaurants that holds it.
function actingStaff(staff: readonly StaffWithUid[], restaurantId: string): StaffWithUid {
  const holders = staff.filter((s) => s.restaurantIds.includes(restaurantId));
  const pick = holders.sort((a, b) => a.restaurantIds.length - b.restaurantIds.length)[0] ?? staff[0];
  if (!pick) throw new Error('La démo a besoin d’au moins un compte du personnel');
  return pick;
}

/**
 * Builds the whole demo around `now` (Europe/Paris "today"). Pure and deterministic: the same `now` and staff
 * uids always give the same documents, so tests can rely on them.
 */
export function buildDemoDataset(input: { now: Date; staff: readonly StaffWithUid[] }): DemoDataset {
  const { now, staff } = input;
  const random = createSeededRandom(DEMO_SEED);
  const today = parisDate(now);
  // The venues were set up before the oldest archived reservation (about 10 months back).
  const openedAt = parisTimestamp(addDays(today, -330), '10:00');
  const venues = DEMO_RESTAURANTS;
  const people = buildDemoPeople(
    random,
    venues.map((v) => v.id),
  );

  // The weekly hours and, on days no booking of the demo takes, upcoming closures and special hours.
  const hoursOf = (v: DemoRestaurant) => ({
    ...v.restaurant.openingHours,
    exceptions: demoDateExceptions(v.id, today),
  });

  const ctx = { random, today, now, staffUidFor: (id: string) => actingStaff(staff, id).uid };
  const seeded = venues.flatMap((venue) => buildVenueReservations(ctx, venue, people));
  const seededReviews = buildDemoReviews(random, seeded, now);
  const historyCtx = { ...ctx, random: createSeededRandom(DEMO_HISTORY_SEED) };
  const history = buildDemoHistory(historyCtx, venues, people, seeded);
  // The venue « Par tables » books after every random draw: the rest of the demo stays as it was.
  const tablesBookings = buildTablesVenueReservations({
    today,
    now,
    staffUid: ctx.staffUidFor(TABLES_VENUE.id),
    people,
    skip: DEMO_CUSTOMERS_WITH_PASSWORD,
  });
  const reservations = [...seeded, ...history.active, ...tablesBookings];
  const archivedReservations = history.archived;
  const reviews = [
    ...seededReviews,
    ...buildDemoReviews(historyCtx.random, [...history.active, ...archivedReservations], now),
  ];
  // Statistics and ledgers count every reservation, archived or not, as the callables did when they happened.
  const everyReservation: readonly DemoReservation[] = [...reservations, ...archivedReservations];

  const accounts: DemoAccount[] = [];
  for (const venue of venues) {
    for (const person of people) {
      const mine = everyReservation.filter(
        (r) => r.restaurantId === venue.id && r.customerEmail === person.email,
      );
      if (mine.length === 0) continue;
      accounts.push(
        buildDemoAccount({
          random,
          person,
          restaurantId: venue.id,
          config: venue.loyaltyConfig,
          reservations: mine,
          today,
          reviews: reviews.filter((r) => r.restaurantId === venue.id && r.customerEmail === person.email),
        }),
      );
    }
  }

  markDemoBillCredits(accounts, everyReservation);

  const vouchers: DemoVoucher[] = [];
  const usages: DemoUsage[] = [];
  const claimed = new Map<string, number>();
  for (const venue of venues) {
    const rewards = buildDemoRewards({
      random,
      venue,
      config: venue.loyaltyConfig,
      people,
      accounts,
      staff: actingStaff(staff, venue.id),
      now,
    });
    vouchers.push(...rewards.vouchers);
    vouchers.push(...buildDemoDiscounts({ venue, config: venue.loyaltyConfig, people, accounts, now }));
    usages.push(...rewards.usages);
    rewards.claimed.forEach((count, email) => claimed.set(email, count));
  }

  // Built apart, after every other draw, so that the rest of the demo stays as it was.
  const bureau = venues.find((v) => v.id === 'rest-bureau') ?? venues[0]!;
  const newcomer = buildDemoNewcomer(ctx, bureau);
  const bookings = [...reservations, newcomer.reservation];
  accounts.push(newcomer.account);
  const customers = [...people, DEMO_NEWCOMER].map((person) =>
    buildDemoCustomer({
      person,
      reservations: [...everyReservation, newcomer.reservation],
      reviews,
      accounts,
      giftsClaimed: claimed,
      hasPassword: (DEMO_CUSTOMERS_WITH_PASSWORD as readonly string[]).includes(person.email),
    }),
  );

  const allVenues = [...venues, TABLES_VENUE];
  return {
    restaurants: allVenues.map((v) => ({
      ...v.restaurant,
      openingHours: hoursOf(v),
      id: v.id,
      createdAt: openedAt,
      updatedAt: openedAt,
    })),
    settings: allVenues.map((v) => ({
      restaurantId: v.id,
      openingHours: hoursOf(v),
      maxCapacityPerDay: v.restaurant.maxCapacityPerDay,
      bookingCutoffHours: v.restaurant.bookingCutoffHours,
      onlineBookingEnabled: v.restaurant.onlineBookingEnabled,
      maxOnlineReservation: v.restaurant.maxOnlineReservation,
      tableDurationMinutes: v.restaurant.tableDurationMinutes,
      reminderHours: v.restaurant.reminderHours,
      // Le Petit Zinc has its auto-confirm rule written, off: « Établissement » shows it ready to turn on.
      ...(v.id === 'rest-lezinc'
        ? { autoConfirmRule: { enabled: false, maxPartySize: 2, maxSlotFillPercent: 60 } }
        : {}),
      ...(v.id === TABLES_VENUE.id ? TABLES_VENUE_SETTINGS : {}),
      updatedAt: openedAt,
    })),
    floorPlans: [...venues.map((v) => demoFloorPlan(v.id, openedAt)), tablesVenueFloorPlan(openedAt)],
    loyaltyConfigs: allVenues.map((v) => ({ restaurantId: v.id, config: v.loyaltyConfig })),
    users: staff.map((s) => ({
      id: s.uid,
      name: s.name,
      email: s.email,
      role: s.role,
      restaurantIds: [...s.restaurantIds],
      assignedRestaurantId: s.restaurantIds[0],
      createdAt: openedAt,
    })),
    reservations: bookings,
    archivedReservations,
    reviews,
    reviewStats: allVenues.map((v) =>
      buildReviewStats({ restaurantId: v.id, reviews: reviews.filter((r) => r.restaurantId === v.id), now }),
    ),
    ledger: accounts.flatMap((a) => a.entries),
    pointsRecords: venues.flatMap((v) =>
      buildVisitRecords(
        bookings.filter((r) => r.restaurantId === v.id),
        v.loyaltyConfig,
      ),
    ),
    customers,
    customerViews: buildDemoViews({
      people: [...people, DEMO_NEWCOMER],
      customers,
      reservations: [...everyReservation, newcomer.reservation],
      venueNames: new Map(allVenues.map((v) => [v.id, v.restaurant.name])),
    }),
    vouchers,
    usages,
    emailLogs: venues.flatMap((v) => buildDemoEmailLogs(random, v, reservations, now)),
    runLogs: venues.flatMap((v) => buildDemoRunLogs(random, v, reservations, today)),
    campaigns: buildDemoCampaigns(
      venues.map((v) => ({ id: v.id, name: v.restaurant.name })),
      now,
      today,
    ),
    invitations: buildDemoInvitations(
      venues.map((v) => v.id),
      now,
    ),
    waitlist: buildDemoWaitlist(today),
    closedSlots: buildDemoClosedSlots(today, actingStaff(staff, 'rest-bureau')),
  };
}
