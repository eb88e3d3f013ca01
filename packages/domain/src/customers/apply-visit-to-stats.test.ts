import { describe, expect, it } from 'vitest';
import { CustomerRestaurantStatsSchema } from '../schemas/customer';
import { applyVisitToStats, weekdayIndexOfDate } from './apply-visit-to-stats';

const empty = CustomerRestaurantStatsSchema.parse({});

describe('applyVisitToStats', () => {
  it('counts the covers, the weekday, the hour and the first visit', () => {
    const once = applyVisitToStats({
      stats: empty,
      visit: { date: '2026-11-20', time: '20:30', partySize: 4 },
      sign: 1,
    });
    expect(once.covers).toBe(4);
    expect(weekdayIndexOfDate({ date: '2026-11-20' })).toBe(5);
    expect(once.visitsByWeekday).toEqual([0, 0, 0, 0, 0, 1, 0]);
    expect(once.visitsByHour).toEqual({ '20': 1 });
    expect(once.firstVisit).toBe('2026-11-20');
    const earlier = applyVisitToStats({
      stats: once,
      visit: { date: '2026-10-01', time: '12:00', partySize: 2 },
      sign: 1,
    });
    expect(earlier.firstVisit).toBe('2026-10-01');
    expect(earlier.covers).toBe(6);
  });

  it('takes a visit back without going below zero', () => {
    const once = applyVisitToStats({
      stats: empty,
      visit: { date: '2026-11-20', time: '20:30', partySize: 4 },
      sign: 1,
    });
    const undone = applyVisitToStats({
      stats: once,
      visit: { date: '2026-11-20', time: '20:30', partySize: 4 },
      sign: -1,
    });
    expect(undone.covers).toBe(0);
    expect(undone.visitsByWeekday).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(undone.visitsByHour).toEqual({});
    const again = applyVisitToStats({
      stats: undone,
      visit: { date: '2026-11-21', time: '19:00', partySize: 9 },
      sign: -1,
    });
    expect(again.covers).toBe(0);
    expect(again.visitsByWeekday.every((n) => n === 0)).toBe(true);
  });
});
