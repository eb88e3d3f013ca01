import { describe, expect, it } from 'vitest';
import { bookingReducer, initialBookingState } from './booking-reducer';

const start = initialBookingState('2026-11-22', 'req-1');

describe('bookingReducer', () => {
  it('starts on today with a party of 2', () => {
    expect(start).toMatchObject({ step: 'date', date: '2026-11-22', partySize: 2, time: '' });
  });

  it('walks date → slot → party → details', () => {
    let s = bookingReducer(start, { type: 'pickDate', date: '2026-11-25' });
    expect(s.step).toBe('slot');
    s = bookingReducer(s, { type: 'pickTime', time: '19:30' });
    expect(s).toMatchObject({ step: 'party', time: '19:30' });
    s = bookingReducer(s, { type: 'setPartySize', partySize: 4 });
    s = bookingReducer(s, { type: 'confirmParty' });
    expect(s).toMatchObject({ step: 'details', partySize: 4 });
  });

  it('forgets the time when another date is picked, keeps it for the same date', () => {
    const s = { ...start, date: '2026-11-25', time: '12:00' };
    expect(bookingReducer(s, { type: 'pickDate', date: '2026-11-25' }).time).toBe('12:00');
    expect(bookingReducer(s, { type: 'pickDate', date: '2026-11-26' }).time).toBe('');
  });

  it('keeps the typed details when the slot is refused', () => {
    let s = bookingReducer(
      { ...start, step: 'details', time: '20:00' },
      {
        type: 'editDetails',
        details: { firstName: 'Marie', email: 'marie@example.fr' },
      },
    );
    s = bookingReducer(s, { type: 'slotRefused', message: 'Créneau plus disponible' });
    expect(s).toMatchObject({ step: 'slot', time: '', refusal: 'Créneau plus disponible' });
    expect(s.details).toMatchObject({ firstName: 'Marie', email: 'marie@example.fr' });
    expect(s.requestId).toBe('req-1');
  });

  it('confirms what the server booked, not what the form holds after a retry', () => {
    const changed = { ...start, date: '2026-11-25', time: '20:00', partySize: 4 };
    const done = bookingReducer(changed, {
      type: 'booked',
      reservationId: 'r1',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
    });
    expect(done).toMatchObject({
      step: 'done',
      reservationId: 'r1',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
    });
  });

  it('resets every field and makes a new request id', () => {
    const booked = bookingReducer(
      { ...start, partySize: 6, details: { ...start.details, firstName: 'Léa' } },
      { type: 'booked', reservationId: 'r1', date: '2026-11-24', time: '19:30', partySize: 6 },
    );
    expect(booked.step).toBe('done');
    const fresh = bookingReducer(booked, { type: 'reset', today: '2026-11-23', requestId: 'req-2' });
    expect(fresh).toEqual(initialBookingState('2026-11-23', 'req-2'));
  });
});
