import { describe, expect, it } from 'vitest';
import { countRangeDays, isCalendarDate, listRangeDays, planRangeReads } from './plan-range-reads';

const reads = (plans: ReturnType<typeof planRangeReads>) =>
  plans.reduce((n, p) => n + (p.useMonth ? 1 : 0) + p.addDays.length + p.subtractDays.length, 0);

describe('planRangeReads', () => {
  it('reads a whole month as one document', () => {
    expect(planRangeReads({ from: '2026-02-01', to: '2026-02-28' })).toEqual([
      { month: '2026-02', useMonth: true, addDays: [], subtractDays: [] },
    ]);
  });

  it('reads a few days of a month as day documents', () => {
    expect(planRangeReads({ from: '2026-11-20', to: '2026-11-22' })).toEqual([
      {
        month: '2026-11',
        useMonth: false,
        addDays: ['2026-11-20', '2026-11-21', '2026-11-22'],
        subtractDays: [],
      },
    ]);
  });

  it('reads most of a month as the month minus the days outside the range', () => {
    const [october, november] = planRangeReads({ from: '2026-10-03', to: '2026-11-01' });
    expect(october).toEqual({
      month: '2026-10',
      useMonth: true,
      addDays: [],
      subtractDays: ['2026-10-01', '2026-10-02'],
    });
    expect(november).toEqual({
      month: '2026-11',
      useMonth: false,
      addDays: ['2026-11-01'],
      subtractDays: [],
    });
  });

  it('covers every day of the range exactly once', () => {
    const from = '2025-01-17';
    const to = '2026-03-14';
    const covered = new Map<string, number>();
    for (const plan of planRangeReads({ from, to })) {
      const monthDays = listRangeDays({ from: `${plan.month}-01`, to: `${plan.month}-31` }).filter((d) =>
        d.startsWith(plan.month),
      );
      const days = plan.useMonth ? monthDays.filter((d) => !plan.subtractDays.includes(d)) : plan.addDays;
      for (const day of days) covered.set(day, (covered.get(day) ?? 0) + 1);
    }
    expect([...covered.keys()].sort()).toEqual(listRangeDays({ from, to }));
    expect([...covered.values()].every((n) => n === 1)).toBe(true);
  });

  it('keeps 3 years under 70 documents, whatever the edges', () => {
    expect(reads(planRangeReads({ from: '2023-11-16', to: '2026-11-15' }))).toBeLessThanOrEqual(70);
    expect(reads(planRangeReads({ from: '2023-11-02', to: '2026-11-29' }))).toBeLessThanOrEqual(70);
  });
});

describe('day helpers', () => {
  it('counts and lists the days of a range across a leap day', () => {
    expect(countRangeDays({ from: '2028-02-27', to: '2028-03-01' })).toBe(4);
    expect(listRangeDays({ from: '2028-02-28', to: '2028-03-01' })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(countRangeDays({ from: '2026-03-02', to: '2026-03-01' })).toBe(0);
  });

  it('tells real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('26-02-01')).toBe(false);
  });
});
