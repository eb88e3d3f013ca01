import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTAURANT_SETTINGS } from '../availability';
import type { OpeningHours } from '../availability/opening-hours-schema';
import { describeDayHours } from './describe-day-hours';

const hours = (): OpeningHours =>
  JSON.parse(JSON.stringify(DEFAULT_RESTAURANT_SETTINGS.openingHours)) as OpeningHours;
const slot = (time: string, enabled = true) => ({ time, enabled, maxCapacity: 20 });

describe('describeDayHours', () => {
  it('gives the first and last times of each service of the weekday', () => {
    const openingHours = hours();
    openingHours.monday = {
      closed: false,
      timeSlots: [slot('19:00'), slot('12:00'), slot('22:30'), slot('14:30'), slot('13:00', false)],
    };
    // 23 November 2026 is a Monday.
    expect(describeDayHours({ openingHours, date: '2026-11-23' })).toBe('12:00 – 14:30, 19:00 – 22:30');
  });

  it('says « Fermé » for a closed day or a day without enabled slot', () => {
    const openingHours = hours();
    openingHours.tuesday = { closed: true, timeSlots: [slot('12:00')] };
    openingHours.wednesday = { closed: false, timeSlots: [slot('12:00', false)] };
    expect(describeDayHours({ openingHours, date: '2026-11-24' })).toBe('Fermé');
    expect(describeDayHours({ openingHours, date: '2026-11-25' })).toBe('Fermé');
  });

  it('shows a lone time once', () => {
    const openingHours = hours();
    openingHours.sunday = { closed: false, timeSlots: [slot('12:00')] };
    expect(describeDayHours({ openingHours, date: '2026-11-29' })).toBe('12:00');
  });
});
