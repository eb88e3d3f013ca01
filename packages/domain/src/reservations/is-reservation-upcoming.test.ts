import { describe, expect, it } from 'vitest';
import { isReservationUpcoming } from './is-reservation-upcoming';

describe('isReservationUpcoming', () => {
  const now = new Date('2026-11-22T10:00:00.000Z'); // 11:00 in Paris (winter, UTC+1)

  it('compares the Paris wall time of the booking with now', () => {
    expect(isReservationUpcoming({ date: '2026-11-22', time: '11:01', now })).toBe(true);
    expect(isReservationUpcoming({ date: '2026-11-22', time: '10:59', now })).toBe(false);
    expect(isReservationUpcoming({ date: '2026-11-23', time: '00:00', now })).toBe(true);
    expect(isReservationUpcoming({ date: '2026-11-21', time: '23:59', now })).toBe(false);
  });

  it('calls a booking starting now past', () => {
    expect(isReservationUpcoming({ date: '2026-11-22', time: '11:00', now })).toBe(false);
  });

  it('follows summer time (UTC+2)', () => {
    const summer = new Date('2026-07-01T17:30:00.000Z'); // 19:30 in Paris
    expect(isReservationUpcoming({ date: '2026-07-01', time: '19:31', now: summer })).toBe(true);
    expect(isReservationUpcoming({ date: '2026-07-01', time: '19:30', now: summer })).toBe(false);
  });

  it('calls an unreadable date past rather than upcoming', () => {
    expect(isReservationUpcoming({ date: 'demain', time: '19:30', now })).toBe(false);
  });
});
