import { describe, expect, it } from 'vitest';
import { classifySlotStatus } from './classify-slot-status';

// Monday 23 November 2026, 19:00 in Paris.
const now = new Date('2026-11-23T18:00:00.000Z');
const base = {
  date: '2026-11-23',
  time: '21:30',
  now,
  cutoffHours: 2,
  remaining: 24,
  closedByStaff: false,
  dateBookable: true,
};

describe('classifySlotStatus', () => {
  it('is available with covers left, outside the delay, open', () => {
    expect(classifySlotStatus(base)).toBe('available');
  });

  it('is passed once started or inside the booking delay, whatever the covers left', () => {
    expect(classifySlotStatus({ ...base, time: '18:45' })).toBe('passed');
    expect(classifySlotStatus({ ...base, time: '20:45' })).toBe('passed');
    expect(classifySlotStatus({ ...base, time: '21:00' })).toBe('available');
    expect(classifySlotStatus({ ...base, time: '20:45', cutoffHours: 0 })).toBe('available');
    expect(classifySlotStatus({ ...base, time: '20:45', remaining: 0, closedByStaff: true })).toBe('passed');
  });

  it('is full with no cover left, closed when staff closed it or the date is not bookable', () => {
    expect(classifySlotStatus({ ...base, remaining: 0 })).toBe('full');
    expect(classifySlotStatus({ ...base, closedByStaff: true })).toBe('closed');
    expect(classifySlotStatus({ ...base, dateBookable: false })).toBe('closed');
    expect(classifySlotStatus({ ...base, closedByStaff: true, remaining: 0 })).toBe('closed');
  });
});
