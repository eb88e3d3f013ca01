import { describe, expect, it } from 'vitest';
import { getBookingWindow, isDateInBookingWindow, isSlotPast, isWithinBookingCutoff } from './booking-window';
import { buildDayAvailability } from './build-day-availability';
import { checkOnlineBooking } from './check-online-booking';
import type { BookedCovers } from './compute-remaining-covers';
import type { ClosedSlotLists } from './is-slot-closed';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';

// Monday 23 November 2026, 09:00 in Paris.
const now = new Date('2026-11-23T08:00:00.000Z');
const settings = DEFAULT_RESTAURANT_SETTINGS;
const reservations: BookedCovers[] = [];
const base = {
  settings,
  closedSlots: undefined as ClosedSlotLists | undefined,
  reservations,
  date: '2026-11-23',
  time: '12:00',
  partySize: 2,
  now,
};

describe('booking window and timing', () => {
  it('opens today to 90 days ahead in Paris', () => {
    expect(getBookingWindow({ now })).toEqual({ minDate: '2026-11-23', maxDate: '2027-02-21' });
    expect(isDateInBookingWindow({ date: '2026-11-22', now })).toBe(false);
    expect(isDateInBookingWindow({ date: '2027-02-21', now })).toBe(true);
    expect(isDateInBookingWindow({ date: '2027-02-22', now })).toBe(false);
  });

  it('knows past slots and the cutoff', () => {
    expect(isSlotPast({ date: '2026-11-23', time: '09:00', now })).toBe(true);
    expect(isSlotPast({ date: '2026-11-23', time: '09:15', now })).toBe(false);
    expect(isWithinBookingCutoff({ date: '2026-11-23', time: '10:59', now, cutoffHours: 2 })).toBe(true);
    expect(isWithinBookingCutoff({ date: '2026-11-23', time: '11:00', now, cutoffHours: 2 })).toBe(false);
    expect(isWithinBookingCutoff({ date: '2026-11-23', time: '09:15', now, cutoffHours: 0 })).toBe(false);
  });
});

describe('checkOnlineBooking', () => {
  it('accepts a valid booking and says what is left', () => {
    expect(checkOnlineBooking(base)).toEqual({ ok: true, remaining: 28 });
  });

  it('refuses with the French messages', () => {
    const refusal = (patch: Partial<typeof base>) => {
      const result = checkOnlineBooking({ ...base, ...patch });
      return result.ok ? 'ok' : `${result.reason}: ${result.message}`;
    };
    expect(refusal({ settings: { ...settings, onlineBookingEnabled: false } })).toBe(
      'online-booking-disabled: Les réservations en ligne sont désactivées pour ce restaurant',
    );
    expect(refusal({ partySize: 0 })).toBe(
      'invalid-party-size: Le nombre de convives doit être au moins de 1',
    );
    expect(refusal({ date: '2027-03-01' })).toBe(
      "outside-booking-window: Veuillez choisir une date entre aujourd'hui et les 90 prochains jours",
    );
    expect(refusal({ date: '2026-11-29' })).toBe('restaurant-closed: Restaurant fermé à cette date');
    expect(refusal({ partySize: 13 })).toBe('party-too-large: Nombre maximum de convives dépassé');
    expect(refusal({ time: '12:05' })).toBe('slot-unavailable: Créneau plus disponible');
    expect(refusal({ closedSlots: { lunch: ['12:00'], dinner: [] } })).toBe(
      'slot-unavailable: Créneau plus disponible',
    );
    expect(refusal({ now: new Date('2026-11-23T11:30:00.000Z') })).toBe(
      'slot-unavailable: Créneau plus disponible',
    );
    expect(refusal({ now: new Date('2026-11-23T10:30:00.000Z') })).toBe(
      "booking-too-late: Les réservations en ligne doivent être faites au moins 2 heures à l'avance",
    );
    expect(
      refusal({
        settings: { ...settings, bookingCutoffHours: 1 },
        now: new Date('2026-11-23T10:30:00.000Z'),
      }),
    ).toBe("booking-too-late: Les réservations en ligne doivent être faites au moins 1 heure à l'avance");
  });

  it('enforces slot and day capacity', () => {
    const reservations = [{ time: '12:00', partySize: 27, status: 'CONFIRMED' }];
    expect(checkOnlineBooking({ ...base, reservations, partySize: 3 })).toEqual({ ok: true, remaining: 0 });
    expect(checkOnlineBooking({ ...base, reservations, partySize: 4 })).toEqual({
      ok: false,
      reason: 'capacity-exceeded',
      message: 'Créneau plus disponible',
    });
    const dayFull = { ...settings, maxCapacityPerDay: 28 };
    expect(checkOnlineBooking({ ...base, settings: dayFull, reservations, partySize: 2 })).toMatchObject({
      ok: false,
      reason: 'capacity-exceeded',
    });
  });
});

describe('buildDayAvailability', () => {
  it('describes a day as the getAvailability contract says', () => {
    const result = buildDayAvailability({
      settings,
      closedSlots: { lunch: ['12:30'], dinner: [] },
      reservations: [{ time: '19:00', partySize: 30, status: 'CONFIRMED' }],
      date: '2026-11-23',
      now: new Date('2026-11-23T10:20:00.000Z'),
    });
    expect(result.closed).toBe(false);
    expect(result.maxPartySize).toBe(12);
    expect(result.slots).toHaveLength(26);
    const byTime = Object.fromEntries(result.slots.map((slot) => [slot.time, slot]));
    // 11:20 in Paris with a 2-hour cutoff: 13:30 is the first bookable lunch slot.
    expect(byTime['13:30']).toEqual({
      time: '13:30',
      service: 'lunch',
      available: true,
      status: 'available',
      remaining: 30,
    });
    expect(byTime['13:15']).toMatchObject({ available: false, status: 'passed', remaining: 30 });
    // Closed by staff, but already inside the 2-hour delay: passed, not 'Complet'.
    expect(byTime['12:30']).toMatchObject({ available: false, status: 'passed' });
    expect(byTime['19:00']).toEqual({
      time: '19:00',
      service: 'dinner',
      available: false,
      status: 'full',
      remaining: 0,
    });
    expect(byTime['19:15']?.available).toBe(true);
    expect(result.cutoffHours).toBe(2);
  });

  it('tells passed slots from full and closed ones in the evening', () => {
    // Tuesday 24 November 2026, 19:40 in Paris: 24 covers left at 21:00, staff closed 22:00.
    const day = buildDayAvailability({
      settings,
      closedSlots: { lunch: [], dinner: ['22:00'] },
      reservations: [
        { time: '21:00', partySize: 6, status: 'CONFIRMED' },
        { time: '22:15', partySize: 30, status: 'PENDING' },
      ],
      date: '2026-11-24',
      now: new Date('2026-11-24T18:40:00.000Z'),
    });
    const status = Object.fromEntries(day.slots.map((slot) => [slot.time, slot.status]));
    expect(status['12:00']).toBe('passed');
    expect(status['21:30']).toBe('passed'); // before 19:40 + 2 h
    expect(status['21:45']).toBe('available');
    expect(day.slots.find((slot) => slot.time === '21:00')).toMatchObject({
      status: 'passed',
      remaining: 24,
    });
    expect(status['22:00']).toBe('closed');
    expect(status['22:15']).toBe('full');
    expect(day.slots.filter((slot) => slot.status === 'full').map((slot) => slot.time)).toEqual(['22:15']);
  });

  it('is closed on Sunday and unavailable when online booking is off', () => {
    expect(
      buildDayAvailability({ settings, closedSlots: undefined, reservations: [], date: '2026-11-29', now }),
    ).toEqual({
      date: '2026-11-29',
      closed: true,
      maxPartySize: 12,
      cutoffHours: 2,
      slots: [],
    });
    const off = buildDayAvailability({
      settings: { ...settings, onlineBookingEnabled: false },
      closedSlots: undefined,
      reservations: [],
      date: '2026-11-24',
      now,
    });
    expect(off.slots.every((slot) => !slot.available && slot.status === 'closed')).toBe(true);
  });
});
