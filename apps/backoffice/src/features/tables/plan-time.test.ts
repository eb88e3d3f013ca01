import { describe, expect, it } from 'vitest';
import { defaultPlanTime, holdEndOf, planTimeOptions, quarterOf } from './plan-time';

const slots = ['12:00', '12:15', '19:00', '19:15'];

describe('plan time', () => {
  it('rounds now down to the quarter hour', () => {
    expect(quarterOf('19:52')).toBe('19:45');
    expect(quarterOf('08:00')).toBe('08:00');
  });

  it('offers the slots, the bookings and now, once each, in order', () => {
    expect(planTimeOptions({ slotTimes: slots, reservationTimes: ['19:30', '12:00'], now: '16:45' })).toEqual(
      ['12:00', '12:15', '16:45', '19:00', '19:15', '19:30'],
    );
  });

  it('opens at now on today, else at the first slot of the first booking’s service', () => {
    expect(defaultPlanTime({ now: '16:45', slotTimes: slots, reservationTimes: ['19:30'] })).toBe('16:45');
    expect(defaultPlanTime({ slotTimes: slots, reservationTimes: ['19:45', '19:30'] })).toBe('19:00');
    expect(defaultPlanTime({ slotTimes: slots, reservationTimes: ['12:30', '19:30'] })).toBe('12:00');
    expect(defaultPlanTime({ slotTimes: slots, reservationTimes: [] })).toBe('12:00');
    // A service without configured slots opens at its first booking; nothing at all at noon.
    expect(defaultPlanTime({ slotTimes: ['12:00'], reservationTimes: ['20:15'] })).toBe('20:15');
    expect(defaultPlanTime({ slotTimes: [], reservationTimes: [] })).toBe('12:00');
  });
});

describe('holdEndOf', () => {
  it('ends the hold after the service duration, past midnight on the next day', () => {
    expect(holdEndOf({ time: '19:00' })).toBe('21:00');
    expect(holdEndOf({ time: '12:30', durations: { lunch: 90, dinner: 120 } })).toBe('14:00');
    expect(holdEndOf({ time: '23:00', durations: { lunch: 90, dinner: 150 } })).toBe('01:30');
  });
});
