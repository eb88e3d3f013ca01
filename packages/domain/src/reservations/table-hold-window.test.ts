import { describe, expect, it } from 'vitest';
import { tableHoldWindow, windowsOverlap } from './table-hold-window';

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
