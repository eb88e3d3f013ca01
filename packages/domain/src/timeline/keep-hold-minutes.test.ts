import { describe, expect, it } from 'vitest';
import { makeDayClock } from '../availability/day-clock';
import { DEFAULT_TABLE_DURATION_BANDS } from '../availability/table-duration-bands-schema';
import { keepHoldMinutes } from './keep-hold-minutes';

const clock = makeDayClock({ date: '2026-11-21' });
const bands = {
  ...DEFAULT_TABLE_DURATION_BANDS,
  lunch: [{ fromPartySize: 1, minutes: 60 }],
};

describe('keepHoldMinutes', () => {
  it('gives a booking holding its band the band of its new time and party', () => {
    const booking = { time: '20:00', partySize: 2 };
    expect(keepHoldMinutes({ clock, bands, booking, time: '12:30', partySize: 2 })).toBe(60);
    expect(keepHoldMinutes({ clock, bands, booking, time: '20:30', partySize: 5 })).toBe(150);
  });

  it('keeps the length staff stretched it to', () => {
    const booking = { time: '20:00', partySize: 2, tablesFreeAt: '2026-11-21T21:00:00.000Z' };
    expect(keepHoldMinutes({ clock, bands, booking, time: '12:30', partySize: 6 })).toBe(120);
  });
});
