import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerEarlyCall,
  bootPaintDone,
  earlyCallsSettled,
  holdFirstRender,
  holdLoadsUntilPainted,
  markBootScriptRan,
  startEarlyCall,
  takeArrivedEarlyCall,
  takeEarlyCall,
} from './early-calls';

const calls = vi.hoisted(() => ({
  list: [] as { name: string; data: unknown }[],
  fail: false,
  gate: Promise.resolve() as Promise<void>,
}));
vi.mock('./functions', () => ({
  callFunction: async (name: string, data: unknown) => {
    calls.list.push({ name, data });
    await calls.gate;
    if (calls.fail) throw new Error('réseau');
    return { name, data };
  },
}));

afterEach(() => {
  calls.list.length = 0;
  calls.fail = false;
  calls.gate = Promise.resolve();
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

  it('settles once the calls started early have answered or failed, and at once without any', async () => {
    await expect(earlyCallsSettled()).resolves.toBeUndefined();
    let release: () => void = () => undefined;
    calls.gate = new Promise<void>((resolve) => (release = resolve));
    startEarlyCall('getRestaurantBySlug', { slug: 'la-table-du-port' });
    let settled = false;
    const waiting = earlyCallsSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    calls.fail = true;
    release();
    await waiting;
    expect(settled).toBe(true);
    await expect(takeEarlyCall('getRestaurantBySlug', { slug: 'la-table-du-port' })).rejects.toThrow(
      'réseau',
    );
  });

  it('hands an answer the page carried to its query at once, with no call', async () => {
    answerEarlyCall('getRestaurantBySlug', { slug: 'au-bureau' }, { restaurant: { name: 'Au Bureau' } });
    await expect(earlyCallsSettled()).resolves.toBeUndefined();
    expect(takeArrivedEarlyCall('getRestaurantBySlug', { slug: 'au-bureau' })).toEqual({
      restaurant: { name: 'Au Bureau' },
    });
    expect(takeEarlyCall('getRestaurantBySlug', { slug: 'au-bureau' })).toBeUndefined();
    expect(calls.list).toEqual([]);
  });

  it('also waits for work held for the first render, at most its cap', async () => {
    vi.useFakeTimers();
    try {
      let finish = () => {};
      holdFirstRender(new Promise<void>((resolve) => (finish = resolve)), 15_000);
      let settled = false;
      const waiting = earlyCallsSettled().then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(settled).toBe(false);
      finish();
      await waiting;
      expect(settled).toBe(true);
      holdFirstRender(new Promise<void>(() => {}), 15_000);
      const capped = earlyCallsSettled().then(() => 'rendered');
      await vi.advanceTimersByTimeAsync(15_000);
      await expect(capped).resolves.toBe('rendered');
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits for the page's boot script to have run, whichever module ran first, or for its load to fail", async () => {
    const tag = document.createElement('script');
    tag.setAttribute('data-boot', '');
    document.head.append(tag);
    let release: () => void = () => undefined;
    try {
      let settled = false;
      const waiting = earlyCallsSettled().then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled).toBe(false);
      // The boot script's first call, started after the app's entry asked: still waited for.
      calls.gate = new Promise<void>((resolve) => (release = resolve));
      startEarlyCall('getRestaurantBySlug', { slug: 'le-comptoir' });
      markBootScriptRan();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled).toBe(false);
      release();
      await waiting;
      expect(settled).toBe(true);
      takeEarlyCall('getRestaurantBySlug', { slug: 'le-comptoir' });
    } finally {
      tag.remove();
    }
  });

  it("lets the page's code wait for the boot script's own paint (the space's greeting), at most 3 s", async () => {
    await expect(bootPaintDone()).resolves.toBeUndefined();
    vi.useFakeTimers();
    try {
      let paint = () => {};
      holdLoadsUntilPainted(new Promise<void>((resolve) => (paint = resolve)));
      let done = false;
      const waiting = bootPaintDone().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(done).toBe(false);
      paint();
      await waiting;
      expect(done).toBe(true);
      // A greeting chunk that never arrives holds the page's code 3 s, not for ever.
      holdLoadsUntilPainted(new Promise<void>(() => {}));
      const capped = bootPaintDone().then(() => 'loading');
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(capped).resolves.toBe('loading');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a boot script that never runs once per page: the entry and the app share its 5 s', async () => {
    vi.resetModules();
    const fresh = await import('./early-calls');
    const tag = document.createElement('script');
    tag.setAttribute('data-boot', '');
    document.head.append(tag);
    vi.useFakeTimers();
    try {
      let entryGoesOn = false;
      const entry = fresh.bootPaintDone().then(() => (entryGoesOn = true));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(entryGoesOn).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await entry;
      // The app's first render, asked after it, does not wait another 5 s.
      let appRenders = false;
      void fresh.earlyCallsSettled().then(() => (appRenders = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(appRenders).toBe(true);
    } finally {
      vi.useRealTimers();
      tag.remove();
    }
  });
});
