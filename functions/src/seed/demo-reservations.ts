import { holdOneDemoBill } from './demo-held-bill';
import {
  buildReservationSearchTokens,
  joinTableIds,
  type Reservation,
  type ReservationStatus,
} from '@app/domain';
import { addDays, parisTimestamp, weekdayOf } from './demo-calendar';
import { markDinerActions, markDinerConfirmation } from './demo-diner-actions';
import type { DemoPerson } from './demo-people';
import { demoTables, type DemoRestaurant } from './demo-restaurants';
import { buildStatusHistory } from './demo-status-history';
import { giveWaitingTable } from './demo-waiting-table';
import type { SeededRandom } from './seeded-random';

/** Days of history and of bookings ahead. */
export const DEMO_PAST_DAYS = 40;
export const DEMO_FUTURE_DAYS = 21;

/** Today's bookings of each venue: every status is on the day view. */
const TODAY_STATUSES: readonly ReservationStatus[] = [
  'COMPLETED',
  'VISIT_DECLARED',
  'NO_SHOW',
  'SEATED',
  'SEATED',
  'CANCELLED',
  'PENDING',
  'PENDING',
  'PENDING',
  'CONFIRMED',
  'CONFIRMED',
  'CONFIRMED',
  'CONFIRMED',
];
const TODAY_TIMES = [
  '12:00',
  '12:15',
  '12:15',
  '12:30',
  '13:00',
  '13:00',
  '19:30',
  '20:00',
  '20:30',
  '19:00',
  '19:45',
  '20:15',
  '21:00',
];

const REQUESTS = [
  'Anniversaire : bougie sur le dessert, merci !',
  'Chaise haute pour un bébé',
  'Allergie aux fruits à coque',
  'Table au calme si possible',
  'Accès fauteuil roulant',
  'Végétarien pour deux personnes',
];

const LEVEL_WEIGHT = { new: 1, bronze: 2, silver: 3, gold: 4, diamond: 5 } as const;

export type DemoReservation = Reservation & { id: string };

/** What building a demo reservation needs: the random source, the demo's day and the venue's staff account. */
export interface DemoReservationContext {
  random: SeededRandom;
  today: string;
  now: Date;
  staffUidFor: (restaurantId: string) => string;
}

function pickPartySize(random: SeededRandom): number {
  return random.pick([1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 4, 4, 4, 4, 4, 5, 6, 6, 8, 10]);
}

function pickStatus(random: SeededRandom, offset: number): ReservationStatus {
  const roll = random.next();
  if (offset < 0)
    return roll < 0.7 ? 'COMPLETED' : roll < 0.82 ? 'CANCELLED' : roll < 0.88 ? 'NO_SHOW' : 'VISIT_DECLARED';
  return roll < 0.35 ? 'PENDING' : roll < 0.9 ? 'CONFIRMED' : 'CANCELLED';
}

/** Picks a diner of this venue, regulars more often; newcomers keep at most two bookings. */
function pickPerson(
  random: SeededRandom,
  pool: readonly DemoPerson[],
  counts: Map<string, number>,
  restaurantId: string,
) {
  const weighted = pool.flatMap((person) => {
    const home = person.homeRestaurantId === restaurantId;
    const capped = (!home || person.homeLevel === 'new') && (counts.get(person.email) ?? 0) >= 2;
    if (capped) return [];
    return Array.from({ length: home ? LEVEL_WEIGHT[person.homeLevel] : 1 }, () => person);
  });
  const person = random.pick(weighted);
  counts.set(person.email, (counts.get(person.email) ?? 0) + 1);
  return person;
}

/** Assigns free tables of the right size; big parties get two tables joined. */
function tableFor(random: SeededRandom, used: Set<string>, partySize: number, terrace: boolean): string {
  const free = demoTables().filter((t) => t.terrace === terrace && !used.has(t.number));
  const single = free.find((t) => t.capacity >= partySize);
  if (single) {
    used.add(single.number);
    return single.number;
  }
  const pair = free.slice(-2);
  if (pair.length < 2 || random.chance(0.3)) return '';
  pair.forEach((t) => used.add(t.number));
  return joinTableIds(pair.map((t) => t.number));
}

/**
 * One demo reservation of `person` at `venue` that ended in `input.status`, with its status history, source,
 * table and (when honoured) amount spent. `offset` is the day relative to today (negative in the past).
 */
export function buildDemoReservation(
  ctx: DemoReservationContext,
  venue: DemoRestaurant,
  person: DemoPerson,
  input: {
    id: string;
    date: string;
    time: string;
    offset: number;
    status: ReservationStatus;
  },
  usedTables: Set<string>,
): DemoReservation {
  const { random, now } = ctx;
  const { status, date, time, offset } = input;
  const startsAt = parisTimestamp(date, time);
  const walkIn = status === 'VISIT_DECLARED';
  const createdByStaff = !walkIn && random.chance(0.4);
  const leadMinutes = walkIn ? 0 : random.int(2 * 60, 12 * 24 * 60);
  const createdAt = new Date(
    Math.min(Date.parse(startsAt) - leadMinutes * 60_000, now.getTime() - 30 * 60_000),
  ).toISOString();
  // Newcomers come in small groups, so that their few visits keep them below the Bronze threshold.
  const partySize = walkIn
    ? random.int(1, 4)
    : person.homeLevel === 'new'
      ? random.int(1, 4)
      : pickPartySize(random);
  const terrace = !walkIn && random.chance(0.2);
  const seats =
    status === 'SEATED' ||
    status === 'COMPLETED' ||
    ((status === 'CONFIRMED' || status === 'NO_SHOW') && random.chance(0.5));
  const staffUid = ctx.staffUidFor(venue.id);
  const history = buildStatusHistory({
    status,
    createdAt,
    startsAt,
    createdByStaff,
    now,
    autoCompletedAt: offset < 0 && random.chance(0.5) ? parisTimestamp(addDays(date, 1), '05:00') : undefined,
    cancelledByCustomer: random.chance(0.5),
    actors: { staffUid },
  });
  const last = history[history.length - 1];
  const reservation: DemoReservation = {
    id: input.id,
    restaurantId: venue.id,
    restaurantName: venue.restaurant.name,
    date,
    time,
    partySize,
    customerName: `${person.firstName} ${person.lastName}`,
    customerFirstName: person.firstName,
    customerLastName: person.lastName,
    customerEmail: person.email,
    customerPhone: person.phone,
    // As every server write does, so that the demo's upcoming bookings are found by name or phone.
    searchTokens: buildReservationSearchTokens({
      customerFirstName: person.firstName,
      customerLastName: person.lastName,
      customerPhone: person.phone,
    }),
    specialRequests: !walkIn && random.chance(0.2) ? random.pick(REQUESTS) : '',
    terrace,
    tableId: seats ? tableFor(random, usedTables, partySize, terrace) : '',
    status,
    statusHistory: history,
    createdAt,
    updatedAt: last?.changedAt ?? createdAt,
    archived: false,
    source: walkIn ? 'tablet_declaration' : createdByStaff ? 'admin' : 'online',
    isVirtualReservation: walkIn,
  };
  if (createdByStaff) reservation.createdBy = staffUid;
  if (walkIn) reservation.createdBy = 'tablet';
  markDinerConfirmation(reservation, { offset, startsAt, now });
  markDinerActions(reservation, { offset, now });
  if (status === 'COMPLETED') {
    reservation.amountSpent = partySize * random.int(18, 45);
    reservation.reviewRequestedAt = last?.changedAt ?? startsAt;
  }
  return reservation;
}

/** Every demo reservation of one venue, from DEMO_PAST_DAYS ago to DEMO_FUTURE_DAYS ahead. */
export function buildVenueReservations(
  ctx: DemoReservationContext,
  venue: DemoRestaurant,
  people: readonly DemoPerson[],
): DemoReservation[] {
  const pool = people.filter((p) => p.homeRestaurantId === venue.id || p.otherRestaurantId === venue.id);
  const counts = new Map<string, number>();
  const list: DemoReservation[] = [];
  const nextId = () => `demo-${venue.key}-${String(list.length + 1).padStart(4, '0')}`;
  for (let offset = -DEMO_PAST_DAYS; offset <= DEMO_FUTURE_DAYS; offset += 1) {
    const date = addDays(ctx.today, offset);
    const day = venue.restaurant.openingHours[weekdayOf(date)];
    const times = day.closed ? [] : day.timeSlots.filter((slot) => slot.enabled).map((slot) => slot.time);
    if (times.length === 0) continue;
    const used = { lunch: new Set<string>(), dinner: new Set<string>() };
    const plan: { time: string; status: ReservationStatus }[] =
      offset === 0
        ? TODAY_STATUSES.map((status, i) => ({ status, time: TODAY_TIMES[i] ?? '20:00' }))
        : Array.from(
            {
              length:
                offset < 0
                  ? ctx.random.int(3, 7)
                  : Math.max(1, ctx.random.int(2, 6) - Math.floor(offset / 7)),
            },
            () => ({
              time: ctx.random.pick(times),
              status: pickStatus(ctx.random, offset),
            }),
          );
    for (const item of plan) {
      const person = pickPerson(ctx.random, pool, counts, venue.id);
      const service = item.time < '17:00' ? used.lunch : used.dinner;
      const reservation = buildDemoReservation(
        ctx,
        venue,
        person,
        { id: nextId(), date, offset, ...item },
        service,
      );
      if (offset === 0) giveWaitingTable(reservation, service);
      list.push(reservation);
    }
  }
  // Every diner of the venue has visited at least once, so that each has a last visit in the customer file.
  for (const person of pool) {
    const visited = list.some(
      (r) => r.customerEmail === person.email && (r.status === 'COMPLETED' || r.status === 'VISIT_DECLARED'),
    );
    if (visited) continue;
    let offset = -ctx.random.int(3, DEMO_PAST_DAYS - 5);
    while (venue.restaurant.openingHours[weekdayOf(addDays(ctx.today, offset))].closed) offset -= 1;
    const date = addDays(ctx.today, offset);
    list.push(
      buildDemoReservation(
        ctx,
        venue,
        person,
        { id: nextId(), date, offset, time: '12:30', status: 'COMPLETED' },
        new Set(),
      ),
    );
  }
  holdOneDemoBill(list, ctx.today, ctx.staffUidFor(venue.id));
  return list;
}
