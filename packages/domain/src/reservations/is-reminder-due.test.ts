import { describe, expect, it } from 'vitest';
import { ReservationSchema } from '../schemas/reservation';
import { bookingStartSeconds, isReminderDue } from './is-reminder-due';

const booking = (patch: Record<string, unknown> = {}) =>
  ReservationSchema.parse({
    id: 'res1',
    restaurantId: 'r1',
    date: '2026-11-26',
    time: '20:00',
    partySize: 2,
    customerEmail: 'ana@example.fr',
    status: 'CONFIRMED',
    createdAt: '2026-11-20T10:00:00.000Z',
    statusHistory: [{ status: 'confirmed', changedBy: 'staff', changedAt: '2026-11-20T10:00:00.000Z' }],
    ...patch,
  });
// 20:00 in Paris on 26 November (winter, UTC+1) is 19:00Z.
const at = (iso: string) => new Date(iso);

describe('isReminderDue', () => {
  it('is due from reminderHours before the start until the start', () => {
    const reservation = booking();
    expect(isReminderDue({ reservation, reminderHours: 24, now: at('2026-11-25T18:59:00Z') })).toBe(false);
    expect(isReminderDue({ reservation, reminderHours: 24, now: at('2026-11-25T19:00:00Z') })).toBe(true);
    expect(isReminderDue({ reservation, reminderHours: 24, now: at('2026-11-26T18:59:00Z') })).toBe(true);
    expect(isReminderDue({ reservation, reminderHours: 24, now: at('2026-11-26T19:00:00Z') })).toBe(false);
    expect(isReminderDue({ reservation, reminderHours: 2, now: at('2026-11-26T16:30:00Z') })).toBe(false);
    expect(isReminderDue({ reservation, reminderHours: 2, now: at('2026-11-26T17:00:00Z') })).toBe(true);
    expect(isReminderDue({ reservation, reminderHours: 48, now: at('2026-11-24T19:00:00Z') })).toBe(true);
  });

  it('uses the Paris summer offset', () => {
    const reservation = booking({
      date: '2026-07-10',
      createdAt: '2026-07-01T10:00:00.000Z',
      statusHistory: [],
    });
    // 20:00 in Paris in July is 18:00Z.
    expect(isReminderDue({ reservation, reminderHours: 2, now: at('2026-07-10T15:59:00Z') })).toBe(false);
    expect(isReminderDue({ reservation, reminderHours: 2, now: at('2026-07-10T16:00:00Z') })).toBe(true);
  });

  it('counts real hours across both Paris clock changes, and a start in the spring gap as the clocks read it', () => {
    const on = (date: string, time = '20:00') =>
      booking({ date, time, createdAt: '2027-03-01T10:00:00.000Z', statusHistory: [] });
    // Sunday 28 March 2027, 20:00 summer time (18:00Z): 24 hours before is Saturday 19:00 winter time, not 20:00.
    const spring = on('2027-03-28');
    expect(isReminderDue({ reservation: spring, reminderHours: 24, now: at('2027-03-27T17:59:00Z') })).toBe(
      false,
    );
    expect(isReminderDue({ reservation: spring, reminderHours: 24, now: at('2027-03-27T18:00:00Z') })).toBe(
      true,
    );
    // Sunday 31 October 2027, 20:00 winter time (19:00Z): 24 hours before is Saturday 21:00 summer time.
    const autumn = on('2027-10-31');
    expect(isReminderDue({ reservation: autumn, reminderHours: 24, now: at('2027-10-30T18:59:00Z') })).toBe(
      false,
    );
    expect(isReminderDue({ reservation: autumn, reminderHours: 24, now: at('2027-10-30T19:00:00Z') })).toBe(
      true,
    );
    expect(isReminderDue({ reservation: autumn, reminderHours: 24, now: at('2027-10-31T18:59:00Z') })).toBe(
      true,
    );
    expect(isReminderDue({ reservation: autumn, reminderHours: 24, now: at('2027-10-31T19:00:00Z') })).toBe(
      false,
    );
    // 02:30 does not exist on the spring night: the booking starts at 03:30 summer time (01:30Z).
    const gap = on('2027-03-28', '02:30');
    expect(isReminderDue({ reservation: gap, reminderHours: 2, now: at('2027-03-27T23:29:00Z') })).toBe(
      false,
    );
    expect(isReminderDue({ reservation: gap, reminderHours: 2, now: at('2027-03-27T23:30:00Z') })).toBe(true);
    expect(isReminderDue({ reservation: gap, reminderHours: 2, now: at('2027-03-28T01:30:00Z') })).toBe(
      false,
    );
  });

  it('is never due when reminders are off, sent, or the booking is not a confirmed one with an e-mail', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(isReminderDue({ reservation: booking(), reminderHours: 0, now })).toBe(false);
    const sent = booking({ reminderSentAt: '2026-11-25T19:00:00.000Z' });
    expect(isReminderDue({ reservation: sent, reminderHours: 24, now })).toBe(false);
    expect(isReminderDue({ reservation: booking({ status: 'PENDING' }), reminderHours: 24, now })).toBe(
      false,
    );
    expect(isReminderDue({ reservation: booking({ archived: true }), reminderHours: 24, now })).toBe(false);
    expect(isReminderDue({ reservation: booking({ customerEmail: '' }), reminderHours: 24, now })).toBe(
      false,
    );
  });

  it('is not due when the booking was confirmed inside the window (its confirmation mail stands for it)', () => {
    const late = booking({
      statusHistory: [
        { status: 'pending', changedBy: 'Client Internet', changedAt: '2026-11-20T10:00:00.000Z' },
        { status: 'confirmed', changedBy: 'staff', changedAt: '2026-11-26T08:00:00.000Z' },
      ],
    });
    expect(isReminderDue({ reservation: late, reminderHours: 24, now: at('2026-11-26T10:00:00Z') })).toBe(
      false,
    );
    // A diner's re-confirmation is not a confirmation by the restaurant.
    const reconfirmed = booking({
      statusHistory: [
        { status: 'confirmed', changedBy: 'staff', changedAt: '2026-11-20T10:00:00.000Z' },
        {
          status: 'confirmed',
          changedBy: 'Client (lien e-mail)',
          changedAt: '2026-11-26T08:00:00.000Z',
          kind: 'diner_confirmed',
        },
      ],
    });
    expect(
      isReminderDue({ reservation: reconfirmed, reminderHours: 24, now: at('2026-11-26T10:00:00Z') }),
    ).toBe(true);
  });

  it('falls back to the creation when no confirmation is in the history', () => {
    const made = booking({ statusHistory: [], createdAt: '2026-11-26T09:00:00.000Z' });
    expect(isReminderDue({ reservation: made, reminderHours: 24, now: at('2026-11-26T10:00:00Z') })).toBe(
      false,
    );
  });
});

describe('bookingStartSeconds', () => {
  it('is the Paris start in unix seconds', () => {
    expect(bookingStartSeconds({ date: '2026-11-26', time: '20:00' })).toBe(
      Date.parse('2026-11-26T19:00:00Z') / 1000,
    );
  });
});
