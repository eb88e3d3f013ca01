import {
  buildReservationSearchTokens,
  computeArchiveCutoff,
  splitTableIds,
  type ArchivedReservation,
  type ReservationStatus,
} from '@app/domain';
import { addDays, parisTimestamp, weekdayOf } from './demo-calendar';
import type { DemoPerson } from './demo-people';
import { buildDemoReservation, type DemoReservation, type DemoReservationContext } from './demo-reservations';
import type { DemoRestaurant } from './demo-restaurants';
import { DEMO_CUSTOMER_EMAIL, DEMO_OCCASIONAL_EMAIL } from './demo-staff';

/** A reservation as the archive job leaves it in `reservations_archive` (functions/src/jobs/archive-reservations.ts). */
export type DemoArchivedReservation = ArchivedReservation & { id: string };

/** The demo customer's second venue, with its own loyalty rules: her space shows a card for each. */
export const DEMO_CUSTOMER_SECOND_VENUE = 'rest-lezinc';

/** The archived history goes from about 10 months back to about 4 months back (days before today). */
export const ARCHIVE_OLDEST_DAY = -305;
export const ARCHIVE_NEWEST_DAY = -125;

/** Note the tablet writes on the virtual reservation of a declared visit. */
const TABLET_VISIT_NOTE = 'Visite déclarée sur la tablette';

interface Planned {
  offset: number;
  status: ReservationStatus;
  /** Fixed time (a tablet visit is declared after the meal); otherwise one of the day's slots. */
  time?: string;
}

/** The demo customer's visits at her second venue within the seeded window: two meals and a tablet visit. */
const SECOND_VENUE_VISITS: readonly Planned[] = [
  { offset: -33, status: 'COMPLETED' },
  { offset: -17, status: 'COMPLETED' },
  { offset: -6, status: 'VISIT_DECLARED', time: '14:20' },
];

/** The demo customer's archived reservations, at both her venues. */
const DEMO_CUSTOMER_ARCHIVE: readonly (Planned & { restaurantId: string })[] = [
  { restaurantId: 'rest-bureau', offset: -290, status: 'COMPLETED' },
  { restaurantId: DEMO_CUSTOMER_SECOND_VENUE, offset: -262, status: 'COMPLETED' },
  { restaurantId: 'rest-bureau', offset: -231, status: 'CANCELLED' },
  { restaurantId: DEMO_CUSTOMER_SECOND_VENUE, offset: -181, status: 'COMPLETED' },
  { restaurantId: 'rest-bureau', offset: -148, status: 'COMPLETED' },
];

/** The occasional diner's archived meals: at home (La Table du Port) and once at Au Bureau, one cancelled. */
const OCCASIONAL_ARCHIVE: readonly (Planned & { restaurantId: string })[] = [
  { restaurantId: 'rest-duport', offset: -270, status: 'COMPLETED' },
  { restaurantId: 'rest-bureau', offset: -214, status: 'COMPLETED' },
  { restaurantId: 'rest-duport', offset: -176, status: 'CANCELLED' },
  { restaurantId: 'rest-duport', offset: -139, status: 'COMPLETED' },
];

/** The nearest day on or before `offset` when the venue opens, with its enabled booking times. */
function openDay(
  venue: DemoRestaurant,
  today: string,
  offset: number,
): { date: string; offset: number; times: string[] } {
  for (let day = offset; day > offset - 7; day -= 1) {
    const date = addDays(today, day);
    const hours = venue.restaurant.openingHours[weekdayOf(date)];
    const times = hours.closed ? [] : hours.timeSlots.filter((s) => s.enabled).map((s) => s.time);
    if (times.length > 0) return { date, offset: day, times };
  }
  throw new Error(`${venue.id} n’ouvre aucun jour de la semaine`);
}

/**
 * When the 04:00 archive job first takes a reservation of `date`: the first day whose cutoff (today minus 3
 * months, computeArchiveCutoff) is after it.
 */
export function archivedAtFor(date: string): string {
  let day = addDays(date, 1);
  while (computeArchiveCutoff({ today: day }) <= date) day = addDays(day, 1);
  return parisTimestamp(day, '04:00');
}

/**
 * The first diamond and the first gold regular of each venue: with the demo customer, the diners who have been
 * coming long enough to have an archived history.
 */
function longStandingRegulars(
  venues: readonly DemoRestaurant[],
  people: readonly DemoPerson[],
): DemoPerson[] {
  return venues.flatMap((venue) =>
    (['diamond', 'gold'] as const).flatMap((level) => {
      const found = people.find((p) => p.homeRestaurantId === venue.id && p.homeLevel === level);
      return found && found.email !== DEMO_CUSTOMER_EMAIL ? [found] : [];
    }),
  );
}

/**
 * What the demo adds beyond its seeded window, from a random stream of its own so that every other demo
 * document stays as it was:
 * - the demo customer's visits at her second venue (two honoured reservations and one tablet visit, shaped like
 *   the virtual reservation of functions/src/callables/tablet/tablet-visit.ts), appended to `reservations`;
 * - an archived history 4 to 10 months back, COMPLETED and a couple of CANCELLED reservations of the demo
 *   customer (at both her venues) and of the long-standing regulars, as the archive job leaves them in
 *   `reservations_archive` (archived, isArchived, archivedAt). None stays in `reservations`, so the job has
 *   nothing left to do on the seed.
 * Both count in the diners' statistics and ledgers exactly as the other reservations do.
 */
export function buildDemoHistory(
  ctx: DemoReservationContext,
  venues: readonly DemoRestaurant[],
  people: readonly DemoPerson[],
  existing: readonly DemoReservation[],
): { active: DemoReservation[]; archived: DemoArchivedReservation[] } {
  const { random, today } = ctx;
  const venueOf = (id: string) => {
    const venue = venues.find((v) => v.id === id);
    if (!venue) throw new Error(`Restaurant de démo inconnu : ${id}`);
    return venue;
  };
  // Tables already taken per venue, day and service, so that the added meals sit at free tables.
  const tablesTaken = new Map<string, Set<string>>();
  const taken = (restaurantId: string, date: string, time: string) => {
    const key = `${restaurantId}|${date}|${time < '17:00' ? 'lunch' : 'dinner'}`;
    let set = tablesTaken.get(key);
    if (!set) {
      set = new Set();
      tablesTaken.set(key, set);
    }
    return set;
  };
  for (const r of existing)
    splitTableIds(r.tableId).forEach((t) => taken(r.restaurantId, r.date, r.time).add(t));

  const build = (venue: DemoRestaurant, person: DemoPerson, plan: Planned, id: string): DemoReservation => {
    const day = openDay(venue, today, plan.offset);
    const time = plan.time ?? random.pick(day.times);
    const input = { id, date: day.date, time, offset: day.offset, status: plan.status };
    return buildDemoReservation(ctx, venue, person, input, taken(venue.id, day.date, time));
  };

  const customer = people.find((p) => p.email === DEMO_CUSTOMER_EMAIL);
  if (!customer) throw new Error('La démo a besoin de sa cliente de démonstration');

  // Visits within the window at the second venue, numbered after that venue's reservations.
  const second = venueOf(DEMO_CUSTOMER_SECOND_VENUE);
  let secondCount = existing.filter((r) => r.restaurantId === second.id).length;
  const active = SECOND_VENUE_VISITS.map((plan) => {
    secondCount += 1;
    const r = build(second, customer, plan, `demo-${second.key}-${String(secondCount).padStart(4, '0')}`);
    if (r.status !== 'VISIT_DECLARED') return r;
    // The tablet's virtual reservation: one person, no table, its note, searchable by the full name too.
    return {
      ...r,
      partySize: 1,
      notes: TABLET_VISIT_NOTE,
      searchTokens: buildReservationSearchTokens({
        customerName: r.customerName,
        customerFirstName: customer.firstName,
        customerLastName: customer.lastName,
        customerPhone: customer.phone,
      }),
    };
  });

  // The archived history: the demo customer's, then two or three meals of each long-standing regular at home,
  // sometimes one at their other venue; one of them cancelled.
  const planned: { venue: DemoRestaurant; person: DemoPerson; plan: Planned }[] = DEMO_CUSTOMER_ARCHIVE.map(
    (plan) => ({ venue: venueOf(plan.restaurantId), person: customer, plan }),
  );
  const occasional = people.find((p) => p.email === DEMO_OCCASIONAL_EMAIL);
  if (occasional)
    for (const plan of OCCASIONAL_ARCHIVE)
      planned.push({ venue: venueOf(plan.restaurantId), person: occasional, plan });
  const span = ARCHIVE_NEWEST_DAY - ARCHIVE_OLDEST_DAY;
  let cancelledOne = false;
  for (const person of longStandingRegulars(venues, people)) {
    const count = random.int(2, 3);
    const visitsOther = person.otherRestaurantId !== undefined && random.chance(0.5);
    const total = count + (visitsOther ? 1 : 0);
    for (let i = 0; i < total; i += 1) {
      // One meal in each equal part of the period, so that they spread over the months.
      const from = ARCHIVE_OLDEST_DAY + Math.floor((span * i) / total);
      const to = ARCHIVE_OLDEST_DAY + Math.floor((span * (i + 1)) / total) - 1;
      const atOther = visitsOther && i === total - 1;
      const cancel: boolean = !cancelledOne && person.homeRestaurantId === DEMO_CUSTOMER_SECOND_VENUE;
      cancelledOne ||= cancel;
      planned.push({
        venue: venueOf(
          atOther ? (person.otherRestaurantId ?? person.homeRestaurantId) : person.homeRestaurantId,
        ),
        person,
        plan: { offset: random.int(from, to), status: cancel ? 'CANCELLED' : 'COMPLETED' },
      });
    }
  }
  const numbers = new Map<string, number>();
  const archived = planned.map(({ venue, person, plan }) => {
    const n = (numbers.get(venue.id) ?? 0) + 1;
    numbers.set(venue.id, n);
    const r = build(venue, person, plan, `demo-${venue.key}-archive-${String(n).padStart(4, '0')}`);
    return { ...r, archived: true, isArchived: true, archivedAt: archivedAtFor(r.date) };
  });
  return { active, archived };
}
