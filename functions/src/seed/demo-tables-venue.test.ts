import {
  FloorPlanSchema,
  RestaurantSettingsSchema,
  buildVenueDayAvailability,
  checkPlanOverlaps,
  readFloorTables,
  restaurantCustomerId,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, type StaffWithUid } from './build-demo-dataset';
import { addDays } from './demo-calendar';
import { DEMO_STAFF } from './demo-staff';
import { TABLES_VENUE, TABLES_VENUE_DAYS } from './demo-tables-venue';

// Sunday 22 November 2026, 09:30 in Paris: the demo's day.
const NOW = new Date('2026-11-22T08:30:00.000Z');
const TODAY = '2026-11-22';
const STAFF: StaffWithUid[] = DEMO_STAFF.map((s, i) => ({ ...s, uid: `uid-${i}` }));
const data = buildDemoDataset({ now: NOW, staff: STAFF });
const id = TABLES_VENUE.id;

const restaurant = data.restaurants.find((r) => r.id === id)!;
const settings = RestaurantSettingsSchema.parse({
  ...restaurant,
  ...data.settings.find((s) => s.restaurantId === id),
  restaurantId: id,
});
const plan = FloorPlanSchema.parse(data.floorPlans.find((p) => p.restaurantId === id));
const floor = readFloorTables({ plan });

/** The dinner times offered online to a party on a date, as getAvailability answers them. */
function dinnerTimes(date: string, partySize: number): string[] {
  const reservations = data.reservations
    .filter((r) => r.restaurantId === id && r.date === date)
    .map(({ id: bookingId, time, partySize, status, tableId, tablesFreeAt }) => ({
      id: bookingId,
      time,
      partySize,
      status,
      tableId,
      ...(tablesFreeAt ? { tablesFreeAt } : {}),
    }));
  const day = buildVenueDayAvailability({
    settings,
    closedSlots: undefined,
    reservations,
    floor,
    date,
    now: NOW,
    partySize,
  });
  expect(day.mode).toBe('tables');
  return day.slots.filter((s) => s.available && s.service === 'dinner').map((s) => s.time);
}

describe('the demo venue « Par tables »', () => {
  it('books by tables, with duration bands and pacing, and a plan of 2-, 4- and 6-tops, some joinable', () => {
    expect(restaurant.name).toBe('Le Comptoir des Halles');
    expect(settings.availabilityMode).toBe('tables');
    expect(settings.tableDurationBands?.dinner.map((band) => band.minutes)).toEqual([90, 120, 150]);
    expect(settings.pacingCoversPer15Min).toBe(12);
    expect(new Set(floor.tables.map((t) => t.maxSeats))).toEqual(new Set([2, 4, 6]));
    expect(floor.groups.map((g) => [g.tables, g.maxSeats])).toEqual([
      [['1', '2'], 4],
      [['6', '7'], 8],
    ]);
    // A table kept for walk-ins, and a plan that can be saved as it is.
    expect(floor.tables.filter((t) => !t.online).map((t) => t.number)).toEqual(['9']);
    expect(checkPlanOverlaps(plan)).toEqual({ ok: true });
  });

  it('offers six fewer dinner times than two on every coming day: 19:00 to 21:15 are held for six', () => {
    for (let offset = 1; offset < TABLES_VENUE_DAYS; offset += 1) {
      const date = addDays(TODAY, offset);
      const forTwo = dinnerTimes(date, 2);
      const forSix = dinnerTimes(date, 6);
      expect(forTwo, date).toContain('20:00');
      expect(forTwo.length, date).toBe(15);
      expect(forSix, date).toEqual(['21:30', '21:45', '22:00', '22:15', '22:30']);
    }
  });

  it('stores each booking with its table and the time it frees it, for diners who are in its customer file', () => {
    const mine = data.reservations.filter((r) => r.restaurantId === id);
    expect(mine).toHaveLength(TABLES_VENUE_DAYS * 5);
    const six = mine.find((r) => r.date === addDays(TODAY, 1) && r.time === '20:00')!;
    expect(six).toMatchObject({ partySize: 6, tableId: '8', status: 'CONFIRMED' });
    // 2 h 30 for five and more at dinner.
    expect(six.tablesFreeAt).toBe('2026-11-23T21:30:00.000Z');
    for (const booking of mine) {
      const customer = data.customers.find((c) => c.email === booking.customerEmail);
      expect(customer?.restaurantIds).toContain(id);
      const viewId = restaurantCustomerId({ restaurantId: id, customerId: booking.customerEmail });
      expect(data.customerViews.some((v) => v.id === viewId)).toBe(true);
    }
  });
});
