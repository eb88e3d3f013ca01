import { describe, expect, it } from 'vitest';
import { buildDayAvailability } from './build-day-availability';
import type { FloorTables } from './floor-tables';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';
import {
  buildVenueDayAvailability,
  checkVenueOnlineBooking,
  planVenueTableDay,
  type VenueDayInput,
} from './venue-availability';

const floor: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 1, maxSeats: 2, online: true },
  ],
  groups: [{ id: 'g', tables: ['1', '2'], minSeats: 3, maxSeats: 4, online: true }],
};
const input: VenueDayInput = {
  settings: { ...DEFAULT_RESTAURANT_SETTINGS, availabilityMode: 'tables' },
  closedSlots: undefined,
  reservations: [{ id: 'a', time: '20:00', partySize: 2, status: 'CONFIRMED', tableId: '1' }],
  floor,
  date: '2026-11-21',
  now: new Date('2026-11-20T08:00:00.000Z'),
};
const at = (day: { slots: { time: string; available: boolean }[] }, time: string) =>
  day.slots.find((slot) => slot.time === time)?.available;

describe('venue availability', () => {
  it('« Par couverts » is the covers engine, whatever floor plan the venue has', () => {
    const covers = { ...input, settings: DEFAULT_RESTAURANT_SETTINGS };
    expect(buildVenueDayAvailability({ ...covers, partySize: 4 })).toEqual(buildDayAvailability(covers));
    expect(checkVenueOnlineBooking({ ...covers, time: '20:00', partySize: 4 })).toEqual({
      ok: true,
      remaining: 24,
      mode: 'covers',
    });
  });

  it('« Par tables » offers the times for the party asked, a couple when none is', () => {
    expect(at(buildVenueDayAvailability(input), '20:00')).toBe(true);
    expect(buildVenueDayAvailability(input)).toMatchObject({ mode: 'tables', partySize: 2 });
    // Four need both tables joined, and table 1 is taken until 21:30.
    expect(at(buildVenueDayAvailability({ ...input, partySize: 4 }), '20:00')).toBe(false);
    expect(at(buildVenueDayAvailability({ ...input, partySize: 4 }), '21:30')).toBe(true);
    expect(buildVenueDayAvailability(input)).not.toHaveProperty('decisions');
  });

  it('« Par tables » books the table the page offered and names it, or refuses in French', () => {
    expect(checkVenueOnlineBooking({ ...input, time: '20:00', partySize: 2 })).toMatchObject({
      ok: true,
      mode: 'tables',
      tables: ['2'],
      tablesFreeAt: '2026-11-21T20:30:00.000Z',
    });
    expect(checkVenueOnlineBooking({ ...input, time: '20:00', partySize: 3 })).toEqual({
      ok: false,
      reason: 'capacity-exceeded',
      message: 'Créneau plus disponible',
    });
  });

  it('« Par tables » without a floor plan seats nobody online, and reads the venue’s bands and pacing', () => {
    expect(checkVenueOnlineBooking({ ...input, floor: null, time: '20:00', partySize: 2 })).toMatchObject({
      ok: false,
      reason: 'capacity-exceeded',
    });
    const settings = {
      ...input.settings,
      tableDurationBands: {
        lunch: [{ fromPartySize: 1, minutes: 60 }],
        dinner: [{ fromPartySize: 1, minutes: 60 }],
      },
      pacingCoversPer15Min: 3,
    };
    const day = planVenueTableDay({ ...input, settings });
    expect(day.holds.get('1')?.[0]).toMatchObject({ start: 1200, end: 1260 });
    expect(checkVenueOnlineBooking({ ...input, settings, time: '20:00', partySize: 2 })).toMatchObject({
      ok: false,
      reason: 'capacity-exceeded',
    });
    expect(checkVenueOnlineBooking({ ...input, settings, time: '21:00', partySize: 2 })).toMatchObject({
      ok: true,
      tables: ['1'],
      tablesFreeAt: '2026-11-21T21:00:00.000Z',
    });
  });
});
