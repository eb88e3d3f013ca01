import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAvailability } from './use-availability';

const calls: Record<string, unknown>[] = [];
let answers: Record<string, unknown>[] = [];
vi.mock('../../../lib/functions', () => ({
  callFunction: vi.fn(async (_name: string, input: Record<string, unknown>) => {
    calls.push(input);
    return answers.shift();
  }),
}));

const day = { date: '2026-11-25', closed: false, maxPartySize: 12, slots: [] };

describe('readAvailability', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('goes on from where each bounded call stopped until the next free day is found', async () => {
    answers = [
      { ...day, nextAvailability: null, nextSearchAfter: '2026-12-03' },
      { ...day, nextAvailability: null, nextSearchAfter: '2026-12-12' },
      { ...day, nextAvailability: { date: '2026-12-15', slots: [] }, nextSearchAfter: null },
    ];
    const answer = await readAvailability({ restaurantId: 'r1', date: '2026-11-25', partySize: 2 });
    expect(answer.nextAvailability?.date).toBe('2026-12-15');
    expect(answer.date).toBe('2026-11-25');
    expect(calls.map((c) => c.searchAfter)).toEqual([undefined, '2026-12-03', '2026-12-12']);
  });

  it('asks once when the day has room or the server says the search is over', async () => {
    answers = [{ ...day, nextAvailability: null, nextSearchAfter: null }];
    expect((await readAvailability({ restaurantId: 'r1', date: '2026-11-25' })).nextAvailability).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
