import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../availability/restaurant-booking-settings-schema';
import { groupSlotsIntoRanges } from './group-slots-into-ranges';

const slot = (time: string, maxCapacity = 20, enabled = true) => ({ time, maxCapacity, enabled });

describe('groupSlotsIntoRanges', () => {
  it('reads the default day as lunch and dinner every 15 minutes', () => {
    expect(groupSlotsIntoRanges({ slots: DEFAULT_OPENING_HOURS.monday.timeSlots })).toEqual([
      { start: '12:00', end: '14:30', intervalMinutes: 15, capacity: 30, enabled: true },
      { start: '19:00', end: '22:30', intervalMinutes: 15, capacity: 30, enabled: true },
    ]);
  });

  it('sorts the slots first and splits where the interval, the capacity or the open flag changes', () => {
    const slots = [
      slot('12:30'),
      slot('12:00'),
      slot('12:15'),
      slot('13:00'),
      slot('13:30'),
      slot('14:00', 10),
      slot('14:15', 10, false),
    ];
    expect(groupSlotsIntoRanges({ slots })).toEqual([
      { start: '12:00', end: '12:30', intervalMinutes: 15, capacity: 20, enabled: true },
      { start: '13:00', end: '13:30', intervalMinutes: 30, capacity: 20, enabled: true },
      { start: '14:00', end: '14:00', intervalMinutes: 15, capacity: 10, enabled: true },
      { start: '14:15', end: '14:15', intervalMinutes: 15, capacity: 10, enabled: false },
    ]);
  });

  it('never joins slots more than 4 hours apart, and gives nothing for no slot', () => {
    expect(groupSlotsIntoRanges({ slots: [slot('12:00'), slot('19:00')] })).toEqual([
      { start: '12:00', end: '12:00', intervalMinutes: 15, capacity: 20, enabled: true },
      { start: '19:00', end: '19:00', intervalMinutes: 15, capacity: 20, enabled: true },
    ]);
    expect(groupSlotsIntoRanges({ slots: [] })).toEqual([]);
  });
});
