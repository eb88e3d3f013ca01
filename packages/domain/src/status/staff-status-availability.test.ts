import { describe, expect, it } from 'vitest';
import { staffStatusAvailability } from './staff-status-availability';

const TOO_EARLY_DAY = "Une réservation ne peut être installée ou terminée qu'à partir de son jour.";
const TOO_EARLY_TIME = "Une réservation ne peut être marquée no-show qu'à partir de son heure.";
const INVALID = "Ce changement de statut n'est pas possible pour cette réservation";

describe('staffStatusAvailability', () => {
  it('disables seat, complete and no-show on a booking of next week, with the reason', () => {
    const availability = staffStatusAvailability({
      reservation: { status: 'CONFIRMED', date: '2026-11-30', time: '20:00' },
      now: new Date('2026-11-22T10:00:00Z'),
    });
    expect(availability.SEATED).toEqual({ allowed: false, reason: TOO_EARLY_DAY, hint: 'À partir du 30/11' });
    expect(availability.COMPLETED).toEqual({
      allowed: false,
      reason: TOO_EARLY_DAY,
      hint: 'À partir du 30/11',
    });
    expect(availability.NO_SHOW).toEqual({
      allowed: false,
      reason: TOO_EARLY_TIME,
      hint: 'À partir du 30/11 à 20:00',
    });
    expect(availability.CANCELLED).toEqual({ allowed: true });
    expect(availability.PENDING).toEqual({ allowed: true });
    expect(availability.CONFIRMED).toEqual({ allowed: true });
  });

  it('on the day, allows seating at once but a no-show only from the booking time', () => {
    const reservation = { status: 'CONFIRMED' as const, date: '2026-11-22', time: '20:00' };
    const morning = staffStatusAvailability({ reservation, now: new Date('2026-11-22T10:00:00Z') });
    expect(morning.SEATED.allowed).toBe(true);
    expect(morning.COMPLETED.allowed).toBe(true);
    expect(morning.NO_SHOW).toEqual({ allowed: false, reason: TOO_EARLY_TIME, hint: 'À partir de 20:00' });
    const evening = staffStatusAvailability({ reservation, now: new Date('2026-11-22T19:00:00Z') });
    expect(evening.NO_SHOW.allowed).toBe(true);
  });

  it('never offers a visit declaration, and leaves a declared visit as it is', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(
      staffStatusAvailability({
        reservation: { status: 'CONFIRMED', date: '2026-11-22', time: '12:00' },
        now,
      }).VISIT_DECLARED,
    ).toEqual({ allowed: false, reason: INVALID, hint: INVALID });
    const visit = staffStatusAvailability({
      reservation: { status: 'VISIT_DECLARED', date: '2026-11-20', time: '12:00' },
      now,
    });
    expect(visit.VISIT_DECLARED.allowed).toBe(true);
    expect(visit.COMPLETED).toEqual({ allowed: false, reason: INVALID, hint: INVALID });
  });
});
