import { describe, expect, it } from 'vitest';
import { checkStaffStatusTiming } from './check-staff-status-timing';

const TOO_EARLY_DAY = {
  code: 'status-before-day',
  message: "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
  hint: 'À partir du 24/11',
};
const TOO_EARLY_TIME = {
  code: 'no-show-before-time',
  message: "Une réservation ne peut être marquée no-show qu'à partir de son heure.",
  hint: 'À partir de 19:30',
};
const booking = { date: '2026-11-24', time: '19:30' };

describe('checkStaffStatusTiming', () => {
  it('seats and completes only from the booking day (Paris date)', () => {
    for (const to of ['SEATED', 'COMPLETED'] as const) {
      expect(
        checkStaffStatusTiming({ reservation: booking, to, now: new Date('2026-11-23T22:59:00Z') }),
      ).toEqual(TOO_EARLY_DAY);
      // 23:00 UTC on the 23rd is already midnight on the 24th in Paris (winter, UTC+1).
      expect(
        checkStaffStatusTiming({ reservation: booking, to, now: new Date('2026-11-23T23:00:00Z') }),
      ).toBeNull();
      // Later days are fine (a forgotten completion).
      expect(
        checkStaffStatusTiming({ reservation: booking, to, now: new Date('2026-12-02T10:00:00Z') }),
      ).toBeNull();
    }
    expect(
      checkStaffStatusTiming({ reservation: booking, to: 'SEATED', now: new Date('2026-11-17T12:00:00Z') }),
    ).toEqual(TOO_EARLY_DAY);
  });

  it('marks a no-show only from the booking time (Paris time, summer and winter)', () => {
    expect(
      checkStaffStatusTiming({ reservation: booking, to: 'NO_SHOW', now: new Date('2026-11-24T18:29:00Z') }),
    ).toEqual(TOO_EARLY_TIME);
    expect(
      checkStaffStatusTiming({ reservation: booking, to: 'NO_SHOW', now: new Date('2026-11-24T18:30:00Z') }),
    ).toBeNull();
    const summer = { date: '2026-07-14', time: '12:00' };
    expect(
      checkStaffStatusTiming({ reservation: summer, to: 'NO_SHOW', now: new Date('2026-07-14T09:59:00Z') }),
    ).toEqual({ ...TOO_EARLY_TIME, hint: 'À partir de 12:00' });
    // On an earlier day, the hint names the day as well.
    expect(
      checkStaffStatusTiming({ reservation: booking, to: 'NO_SHOW', now: new Date('2026-11-22T10:00:00Z') })
        ?.hint,
    ).toBe('À partir du 24/11 à 19:30');
    expect(
      checkStaffStatusTiming({ reservation: summer, to: 'NO_SHOW', now: new Date('2026-07-14T10:00:00Z') }),
    ).toBeNull();
  });

  it('sets no timing rule on the other statuses', () => {
    const early = new Date('2026-01-01T00:00:00Z');
    for (const to of ['PENDING', 'CONFIRMED', 'CANCELLED'] as const) {
      expect(checkStaffStatusTiming({ reservation: booking, to, now: early })).toBeNull();
    }
  });
});
