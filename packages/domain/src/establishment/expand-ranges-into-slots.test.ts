import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandRangesIntoSlots, RANGE_MESSAGES } from './expand-ranges-into-slots';
import { groupSlotsIntoRanges } from './group-slots-into-ranges';

const range = (start: string, end: string, intervalMinutes = 15, capacity = 20, enabled = true) => ({
  start,
  end,
  intervalMinutes,
  capacity,
  enabled,
});

describe('expandRangesIntoSlots', () => {
  it('gives a slot every interval from the start up to the end included, sorted across ranges', () => {
    const result = expandRangesIntoSlots({
      ranges: [range('19:00', '19:40', 20, 40), range('12:00', '12:50', 25, 12, false)],
    });
    expect(result).toEqual({
      ok: true,
      timeSlots: [
        { time: '12:00', enabled: false, maxCapacity: 12 },
        { time: '12:25', enabled: false, maxCapacity: 12 },
        { time: '12:50', enabled: false, maxCapacity: 12 },
        { time: '19:00', enabled: true, maxCapacity: 40 },
        { time: '19:20', enabled: true, maxCapacity: 40 },
        { time: '19:40', enabled: true, maxCapacity: 40 },
      ],
    });
  });

  it('stops at the last slot before an end the interval does not land on, and a start equal to the end is one slot', () => {
    const result = expandRangesIntoSlots({ ranges: [range('12:00', '12:40', 30), range('20:00', '20:00')] });
    expect(result.ok && result.timeSlots.map((s) => s.time)).toEqual(['12:00', '12:30', '20:00']);
  });

  it('refuses an end before the start, a bad interval or capacity, and two ranges sharing a time', () => {
    expect(expandRangesIntoSlots({ ranges: [range('14:00', '12:00')] })).toEqual({
      ok: false,
      message: RANGE_MESSAGES.endBeforeStart,
    });
    expect(expandRangesIntoSlots({ ranges: [range('12:00', '14:00', 0)] })).toEqual({
      ok: false,
      message: RANGE_MESSAGES.interval,
    });
    expect(expandRangesIntoSlots({ ranges: [range('12:00', '14:00', 15, 1000)] })).toEqual({
      ok: false,
      message: RANGE_MESSAGES.capacity,
    });
    expect(expandRangesIntoSlots({ ranges: [range('12:00', '13:00'), range('12:30', '14:00', 30)] })).toEqual(
      {
        ok: false,
        message: `${RANGE_MESSAGES.overlap} (12:30)`,
      },
    );
    expect(expandRangesIntoSlots({ ranges: [range('25:00', '26:00')] }).ok).toBe(false);
  });
});

describe('slots → ranges → slots', () => {
  it('gives back the same slots for any day of distinct times', () => {
    const slotArb = fc.record({
      minutes: fc.integer({ min: 0, max: 23 * 60 + 59 }),
      enabled: fc.boolean(),
      maxCapacity: fc.integer({ min: 0, max: 999 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(slotArb, { selector: (s) => s.minutes, maxLength: 60 }), (drawn) => {
        const slots = drawn
          .map(({ minutes, enabled, maxCapacity }) => ({
            time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
            enabled,
            maxCapacity,
          }))
          .sort((a, b) => a.time.localeCompare(b.time));
        const back = expandRangesIntoSlots({ ranges: groupSlotsIntoRanges({ slots }) });
        expect(back).toEqual({ ok: true, timeSlots: slots });
      }),
    );
  });

  it('reads evenly spaced runs as one range each (the page stays short)', () => {
    const expanded = expandRangesIntoSlots({
      ranges: [range('12:00', '14:00', 15, 20), range('19:00', '22:00', 15, 20)],
    });
    expect(expanded.ok && groupSlotsIntoRanges({ slots: expanded.timeSlots })).toEqual([
      range('12:00', '14:00', 15, 20),
      range('19:00', '22:00', 15, 20),
    ]);
  });
});
