import { describe, expect, it } from 'vitest';
import { explainDaySlots } from './explain-day-slots';
import type { FloorTables } from './floor-tables';
import type { TableBooking } from './plan-table-day';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';
import type { VenueDayInput } from './venue-availability';

const SATURDAY = '2026-11-21';
const floor: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 1, maxSeats: 4, online: true },
    { number: '3', minSeats: 1, maxSeats: 6, online: false },
  ],
  groups: [],
};
const reservations: TableBooking[] = [
  { id: 'a', time: '20:00', partySize: 4, status: 'CONFIRMED', tableId: '2' },
  { id: 'b', time: '20:00', partySize: 2, status: 'PENDING', tableId: '1' },
  { id: 'c', time: '20:00', partySize: 3, status: 'CONFIRMED', heldOffer: true },
  { id: 'd', time: '20:00', partySize: 5, status: 'CANCELLED', tableId: '3' },
  { id: 'e', time: '12:00', partySize: 2, status: 'COMPLETED', tableId: '1' },
];
const input: VenueDayInput = {
  settings: { ...DEFAULT_RESTAURANT_SETTINGS, maxOnlineReservation: 6 },
  closedSlots: { lunch: [], dinner: ['21:00'] },
  reservations,
  floor,
  date: SATURDAY,
  now: new Date('2026-11-21T10:30:00.000Z'),
};
const slotAt = (slots: ReturnType<typeof explainDaySlots>, time: string) =>
  slots.find((slot) => slot.time === time)!;

describe('explainDaySlots « Par couverts »', () => {
  it('says the covers booked and held at each time, what is left, and the tables are not read', () => {
    const slots = explainDaySlots(input);
    expect(slotAt(slots, '20:00')).toEqual({
      time: '20:00',
      service: 'dinner',
      mode: 'covers',
      passed: false,
      dateClosed: false,
      closedBy: null,
      coversBooked: 4,
      coversPending: 5,
      capacity: 30,
      remaining: 21,
      seatableSizes: [],
      decision: null,
    });
    expect(slotAt(slots, '12:00')).toMatchObject({ passed: true, coversBooked: 2 });
  });

  it('names who closed a slot and when, and a day outside the window', () => {
    const closure = { by: 'Marie', at: '2026-11-20T17:05:00.000Z' };
    expect(slotAt(explainDaySlots({ ...input, closure }), '21:00').closedBy).toEqual(closure);
    expect(slotAt(explainDaySlots(input), '21:00').closedBy).toEqual({});
    const off = { ...input, settings: { ...input.settings, onlineBookingEnabled: false } };
    expect(explainDaySlots(off).every((slot) => slot.dateClosed)).toBe(true);
  });
});

describe('explainDaySlots « Par tables »', () => {
  const tables = { ...input, settings: { ...input.settings, availabilityMode: 'tables' as const } };

  it('gives each slot the decision for the party staff look at and every party size still seated online', () => {
    const slot = slotAt(explainDaySlots({ ...tables, partySize: 4 }), '20:00');
    expect(slot.mode).toBe('tables');
    // Tables 1 and 2 are taken, and the offer's three, who have no table, are seated on the in-house 6-top.
    expect(slot.seatableSizes).toEqual([]);
    expect(slot.decision).toMatchObject({ partySize: 4, seatable: false, reason: 'no-table' });
    expect(slot.decision?.explanation).toMatchObject({ coversBooked: 4, coversPending: 5 });
    expect(slotAt(explainDaySlots(tables), '22:00').seatableSizes).toEqual([1, 2, 3, 4]);
    expect(slotAt(explainDaySlots(tables), '22:00').decision?.partySize).toBe(2);
  });

  it('asks the engine for a party above the online maximum staff still look at', () => {
    const slot = slotAt(explainDaySlots({ ...tables, partySize: 8 }), '22:00');
    expect(slot.decision).toMatchObject({ partySize: 8, reason: 'too-large' });
  });
});
