import { describe, expect, it } from 'vitest';
import { makeDayClock } from '../availability/day-clock';
import { buildTimelineAxis, inTimelineService } from './timeline-axis';

const clock = makeDayClock({ date: '2026-11-21' });

describe('buildTimelineAxis', () => {
  it('runs from the hour of the first slot to the hour after the last hold, at least three hours', () => {
    const axis = buildTimelineAxis({
      clock,
      service: 'lunch',
      slotTimes: ['12:15', '13:30', '20:00'],
      windows: [],
      tailMinutes: 90,
    });
    expect([axis.start, axis.end, axis.columns.length]).toEqual([12 * 60, 15 * 60, 12]);
    expect(axis.columns.slice(0, 2)).toEqual([
      { minutes: 720, label: '12:00', hour: true },
      { minutes: 735, label: '12:15', hour: false },
    ]);
    const wide = buildTimelineAxis({
      clock,
      service: 'lunch',
      slotTimes: ['12:15'],
      windows: [{ start: 11 * 60 + 45, end: 16 * 60 + 10 }],
      tailMinutes: 90,
    });
    expect([wide.start, wide.end]).toEqual([11 * 60, 17 * 60]);
  });

  it('falls back to the service’s usual hours on a day with nothing', () => {
    const axis = buildTimelineAxis({ clock, service: 'dinner', slotTimes: [], windows: [], tailMinutes: 0 });
    expect([axis.start, axis.end]).toEqual([19 * 60, 23 * 60]);
  });
});

describe('inTimelineService', () => {
  it('keeps the service’s times, or every time for the whole day', () => {
    expect(inTimelineService({ time: '12:30', service: 'lunch' })).toBe(true);
    expect(inTimelineService({ time: '12:30', service: 'dinner' })).toBe(false);
    expect(inTimelineService({ time: '16:00', service: 'all' })).toBe(true);
  });
});
