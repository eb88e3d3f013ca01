import {
  DEFAULT_LOYALTY_CONFIG,
  DEFAULT_RESTAURANT_SETTINGS,
  buildReservationSearchTokens,
  resolveHoldMinutes,
  type FloorPlan,
  type FloorPlanElement,
  type ReservationStatus,
  type TableDurationBands,
} from '@app/domain';
import { addDays, parisTimestamp } from './demo-calendar';
import type { DemoPerson } from './demo-people';
import type { DemoReservation } from './demo-reservations';
import { openEveryDay, type DemoRestaurant } from './demo-restaurants';
import { buildStatusHistory } from './demo-status-history';

/**
 * The demo venue « Par tables » (issue 40): Le Comptoir des Halles books against its floor plan, its tables held
 * for a duration per service and party size, with a pacing limit. Built apart from the three loyalty venues and
 * without a random draw, so that every other demo document stays as it was.
 */
export const TABLES_VENUE: DemoRestaurant = {
  id: 'rest-halles',
  key: 'halles',
  restaurant: {
    name: 'Le Comptoir des Halles',
    slug: 'le-comptoir-des-halles',
    establishmentCode: 'HALLES',
    address: '5 rue Montorgueil, 75001 Paris',
    phone: '01 40 26 00 05',
    email: 'table@comptoirhalles-demo.fr',
    description: 'Bistrot de marché : produits des Halles, plats du jour et tables à partager.',
    emoji: '🥖',
    brandColor: '#166534',
    images: [],
    ...JSON.parse(JSON.stringify(DEFAULT_RESTAURANT_SETTINGS)),
    openingHours: openEveryDay(),
    maxOnlineReservation: 8,
    suggestSisterVenues: true,
    location: { latitude: 48.8645, longitude: 2.3468 },
  },
  loyaltyConfig: JSON.parse(JSON.stringify(DEFAULT_LOYALTY_CONFIG)),
};

/** How long a party holds its tables: a shorter lunch, and longer meals for larger parties. */
export const TABLES_VENUE_BANDS: TableDurationBands = {
  lunch: [
    { fromPartySize: 1, minutes: 75 },
    { fromPartySize: 3, minutes: 90 },
    { fromPartySize: 5, minutes: 120 },
  ],
  dinner: [
    { fromPartySize: 1, minutes: 90 },
    { fromPartySize: 3, minutes: 120 },
    { fromPartySize: 5, minutes: 150 },
  ],
};

/** Most covers starting per quarter of an hour. */
export const TABLES_VENUE_PACING = 12;

/** The venue's « Par tables » settings, on top of those every venue has. */
export const TABLES_VENUE_SETTINGS = {
  availabilityMode: 'tables',
  tableDurationBands: TABLES_VENUE_BANDS,
  pacingCoversPer15Min: TABLES_VENUE_PACING,
} as const;

type Table = { n: number; capacity: number; x: number; y: number; online?: boolean };
// Four 2-tops by the windows, three 4-tops, the only 6-top, and a 4-top by the bar kept for walk-ins.
const TABLES: readonly Table[] = [
  { n: 1, capacity: 2, x: 60, y: 80 },
  { n: 2, capacity: 2, x: 210, y: 80 },
  { n: 3, capacity: 2, x: 360, y: 80 },
  { n: 4, capacity: 2, x: 510, y: 80 },
  { n: 5, capacity: 4, x: 60, y: 240 },
  { n: 6, capacity: 4, x: 210, y: 240 },
  { n: 7, capacity: 4, x: 360, y: 240 },
  { n: 8, capacity: 6, x: 510, y: 240 },
  { n: 9, capacity: 4, x: 60, y: 400, online: false },
];

const tableId = (n: number) => `halles-t${n}`;

/**
 * One room: 2-, 4- and 6-tops; tables 1 and 2 join into a 4, tables 6 and 7 into an 8 offered from 5 guests
 * (the party of six's other place when the 6-top is taken).
 */
export function tablesVenueFloorPlan(updatedAt: string): FloorPlan {
  const elements: FloorPlanElement[] = TABLES.map(({ n, capacity, x, y, online }) => ({
    id: tableId(n),
    type: 'table',
    number: String(n),
    capacity,
    shape: capacity <= 2 ? 'circle' : 'rectangle',
    x,
    y,
    width: capacity <= 2 ? 70 : capacity <= 4 ? 90 : 120,
    height: capacity <= 2 ? 70 : capacity <= 4 ? 90 : 80,
    rotation: 0,
    ...(online === false ? { online } : {}),
  }));
  elements.push(
    { id: 'halles-w1', type: 'wall', x: 20, y: 20, width: 640, height: 10, rotation: 0 },
    { id: 'halles-w2', type: 'wall', x: 20, y: 20, width: 10, height: 480, rotation: 0 },
    { id: 'halles-f1', type: 'furniture', name: 'Bar', x: 210, y: 400, width: 300, height: 60, rotation: 0 },
  );
  return {
    restaurantId: TABLES_VENUE.id,
    rooms: [{ id: 'halles-salle', name: 'Salle', elements }],
    tableGroups: [
      { id: 'halles-g12', tableIds: [tableId(1), tableId(2)], capacity: 4 },
      { id: 'halles-g67', tableIds: [tableId(6), tableId(7)], capacity: 8, minCapacity: 5 },
    ],
    updatedAt,
  };
}

/**
 * Each day's bookings from today to two weeks ahead. The 6-top is held 20:00–22:30 and table 6 19:30–21:30 (so
 * the 6 + 7 group too): a party of six finds 19:00 to 21:15 « Complet » while a party of two is offered every
 * time, and six are seated again from 21:30 at tables 6 + 7.
 */
const DAY_PLAN: readonly { time: string; partySize: number; table: number; pending: boolean }[] = [
  { time: '12:30', partySize: 4, table: 5, pending: false },
  { time: '19:00', partySize: 2, table: 1, pending: false },
  { time: '19:30', partySize: 4, table: 6, pending: false },
  { time: '20:00', partySize: 6, table: 8, pending: false },
  { time: '20:30', partySize: 2, table: 3, pending: true },
];

/** Days of bookings ahead, today included. */
export const TABLES_VENUE_DAYS = 14;

/**
 * The venue's bookings, made online by diners of the demo (never those who sign in to the customer space): each
 * holds its table, stored with the time it frees it, as createOnlineReservation writes them.
 */
export function buildTablesVenueReservations(input: {
  today: string;
  now: Date;
  staffUid: string;
  people: readonly DemoPerson[];
  skip: readonly string[];
}): DemoReservation[] {
  const { today, now, staffUid } = input;
  const guests = input.people.filter((p) => !input.skip.includes(p.email));
  const list: DemoReservation[] = [];
  for (let offset = 0; offset < TABLES_VENUE_DAYS; offset += 1) {
    const date = addDays(today, offset);
    for (const booking of DAY_PLAN) {
      const person = guests[list.length % guests.length];
      if (!person) return list;
      const startsAt = parisTimestamp(date, booking.time);
      const createdAt = new Date(
        Math.min(Date.parse(startsAt) - 3 * 24 * 3_600_000, now.getTime() - 30 * 60_000),
      ).toISOString();
      const status: ReservationStatus = booking.pending ? 'PENDING' : 'CONFIRMED';
      const statusHistory = buildStatusHistory({
        status,
        createdAt,
        startsAt,
        createdByStaff: false,
        autoCompletedAt: undefined,
        cancelledByCustomer: false,
        actors: { staffUid },
        now,
      });
      const minutes = resolveHoldMinutes({
        time: booking.time,
        partySize: booking.partySize,
        bands: TABLES_VENUE_BANDS,
      });
      list.push({
        id: `demo-${TABLES_VENUE.key}-${String(list.length + 1).padStart(4, '0')}`,
        restaurantId: TABLES_VENUE.id,
        restaurantName: TABLES_VENUE.restaurant.name,
        date,
        time: booking.time,
        partySize: booking.partySize,
        customerName: `${person.firstName} ${person.lastName}`,
        customerFirstName: person.firstName,
        customerLastName: person.lastName,
        customerEmail: person.email,
        customerPhone: person.phone,
        searchTokens: buildReservationSearchTokens({
          customerFirstName: person.firstName,
          customerLastName: person.lastName,
          customerPhone: person.phone,
        }),
        specialRequests: '',
        terrace: false,
        tableId: String(booking.table),
        // Held in real minutes, as the engine counts them (a DST night lasts 23 or 25 hours).
        tablesFreeAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
        status,
        statusHistory,
        createdAt,
        updatedAt: statusHistory.at(-1)?.changedAt ?? createdAt,
        archived: false,
        source: 'online',
        isVirtualReservation: false,
      });
    }
  }
  return list;
}
