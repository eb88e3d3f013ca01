import { describe, expect, it } from 'vitest';
import { tableDurationForTime } from './table-duration-for-time';

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
