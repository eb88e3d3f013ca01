import { describe, expect, it } from 'vitest';
import { tableDurationForTime } from './table-duration-for-time';
import { tableHoldWindow, windowsOverlap } from './table-hold-window';

describe('tableDurationForTime', () => {
  const durations = { lunch: 90, dinner: 150 };
  it('takes the duration of the service of the time', () => {
    expect(tableDurationForTime({ time: '12:30', durations })).toBe(90);
    expect(tableDurationForTime({ time: '14:59', durations })).toBe(90);
    expect(tableDurationForTime({ time: '19:00', durations })).toBe(150);
  });
  it('defaults to two hours and gives an hour outside both services the longer one', () => {
    expect(tableDurationForTime({ time: '20:00' })).toBe(120);
    expect(tableDurationForTime({ time: '16:00', durations })).toBe(150);
    expect(tableDurationForTime({ time: '09:30', durations: { lunch: 200, dinner: 100 } })).toBe(200);
  });
});

describe('tableHoldWindow', () => {
  it('runs from the time for the duration, in minutes of the day', () => {
    expect(tableHoldWindow({ time: '12:30' })).toEqual({ start: 750, end: 870 });
    expect(tableHoldWindow({ time: '21:00', durations: { lunch: 60, dinner: 180 } })).toEqual({
      start: 1260,
      end: 1440,
    });
  });
  it('overlaps only when the windows share a minute', () => {
    const lunch = tableHoldWindow({ time: '12:30' });
    expect(windowsOverlap(lunch, tableHoldWindow({ time: '13:00' }))).toBe(true);
    expect(windowsOverlap(lunch, tableHoldWindow({ time: '11:00' }))).toBe(true);
    expect(windowsOverlap(lunch, tableHoldWindow({ time: '14:30' }))).toBe(false);
    expect(windowsOverlap(lunch, tableHoldWindow({ time: '10:30' }))).toBe(false);
    expect(windowsOverlap(lunch, tableHoldWindow({ time: '20:00' }))).toBe(false);
  });
});
