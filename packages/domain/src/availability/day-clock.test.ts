import { describe, expect, it } from 'vitest';
import { makeDayClock } from './day-clock';

describe('makeDayClock', () => {
  it('reads wall minutes as real minutes on an ordinary day, past midnight on the next day', () => {
    const clock = makeDayClock({ date: '2026-11-21' });
    expect(clock.minutesOf('20:15')).toBe(1215);
    expect(clock.wallTimeOf(1215)).toBe('20:15');
    expect(clock.wallTimeOf(1440 + 30)).toBe('00:30');
    expect(clock.instantOf(1215).toISOString()).toBe('2026-11-21T19:15:00.000Z');
    expect(clock.minutesOfInstant('2026-11-21T21:45:00.000Z')).toBe(1365);
  });

  it('knows that 02:30 does not exist on 28 March 2027 and counts the real minutes around it', () => {
    const clock = makeDayClock({ date: '2027-03-28' });
    expect(clock.minutesOf('02:30')).toBeNull();
    expect(clock.minutesOf('01:00')).toBe(60);
    // 03:00 in summer time comes 2 real hours after midnight.
    expect(clock.minutesOf('03:00')).toBe(120);
    expect(clock.wallTimeOf(150)).toBe('03:30');
    expect(clock.minutesOf('20:00')).toBe(19 * 60);
    expect(clock.instantOf(19 * 60).toISOString()).toBe('2027-03-28T18:00:00.000Z');
  });

  it('takes the first 02:30 on 31 October 2027 and counts the repeated hour', () => {
    const clock = makeDayClock({ date: '2027-10-31' });
    expect(clock.minutesOf('02:30')).toBe(150);
    expect(clock.minutesOf('03:00')).toBe(240);
    expect(clock.wallTimeOf(180)).toBe('02:00');
    expect(clock.minutesOf('20:00')).toBe(21 * 60);
    expect(clock.instantOf(21 * 60).toISOString()).toBe('2027-10-31T19:00:00.000Z');
  });

  it("reads the end of a meal that crosses midnight into a change night in the next day's clock", () => {
    // 23:30 on 27 March 2027 + 2 h 30 = 02:00 winter time, which the clocks read 03:00.
    const eve = makeDayClock({ date: '2027-03-27' });
    expect(eve.wallTimeOf(23 * 60 + 30 + 150)).toBe('03:00');
    expect(eve.instantOf(23 * 60 + 30 + 150).toISOString()).toBe('2027-03-28T01:00:00.000Z');
    // 23:30 on 30 October 2027 + 4 h = 03:30 summer time, which does not come: 02:30 winter time.
    const autumnEve = makeDayClock({ date: '2027-10-30' });
    expect(autumnEve.wallTimeOf(23 * 60 + 30 + 240)).toBe('02:30');
    // Before midnight: the eve's wall time.
    expect(makeDayClock({ date: '2026-11-21' }).wallTimeOf(-30)).toBe('23:30');
  });
});
