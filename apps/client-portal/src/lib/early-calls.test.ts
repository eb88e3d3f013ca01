import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyCall, takeArrivedEarlyCall, takeEarlyCall } from './early-calls';

const calls = vi.hoisted(() => ({ list: [] as { name: string; data: unknown }[], fail: false }));
vi.mock('./functions', () => ({
  callFunction: async (name: string, data: unknown) => {
    calls.list.push({ name, data });
    if (calls.fail) throw new Error('réseau');
    return { name, data };
  },
}));

afterEach(() => {
  calls.list.length = 0;
  calls.fail = false;
});

describe('early calls', () => {
  it('hands the answer of a call started early to the same call, once', async () => {
    startEarlyCall('getRestaurantBySlug', { slug: 'au-bureau' });
    expect(takeEarlyCall('getRestaurantBySlug', { slug: 'le-petit-zinc' })).toBeUndefined();
    const answer = takeEarlyCall('getRestaurantBySlug', { slug: 'au-bureau' });
    await expect(answer).resolves.toEqual({ name: 'getRestaurantBySlug', data: { slug: 'au-bureau' } });
    expect(takeEarlyCall('getRestaurantBySlug', { slug: 'au-bureau' })).toBeUndefined();
    expect(calls.list).toHaveLength(1);
  });

  it('hands an answer that has arrived at once, for a first render, and only once', async () => {
    startEarlyCall('getRestaurantBySlug', { slug: 'le-petit-zinc' });
    expect(takeArrivedEarlyCall('getRestaurantBySlug', { slug: 'le-petit-zinc' })).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeArrivedEarlyCall('getRestaurantBySlug', { slug: 'le-petit-zinc' })).toEqual({
      name: 'getRestaurantBySlug',
      data: { slug: 'le-petit-zinc' },
    });
    expect(takeArrivedEarlyCall('getRestaurantBySlug', { slug: 'le-petit-zinc' })).toBeUndefined();
    expect(takeEarlyCall('getRestaurantBySlug', { slug: 'le-petit-zinc' })).toBeUndefined();
  });

  it('keeps a failed early call for its taker, without an unhandled rejection meanwhile', async () => {
    calls.fail = true;
    startEarlyCall('getReviewContext', { restaurantId: 'r', reservationId: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(
      takeEarlyCall('getReviewContext', { restaurantId: 'r', reservationId: 'x' }),
    ).rejects.toThrow('réseau');
  });
});
