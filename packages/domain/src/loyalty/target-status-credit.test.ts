import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG as config } from './loyalty-config-schema';
import { targetStatusCredit } from './target-status-credit';

const none = { points: 0, counted: 0 };

describe('targetStatusCredit', () => {
  it('gives an honoured visit its points and one visit', () => {
    expect(targetStatusCredit({ status: 'COMPLETED', cancellation: 'penalty', config })).toEqual({
      reservation_completed: { points: 5, counted: 1 },
      cancellation: none,
      no_show: none,
    });
  });

  it('charges a cancellation as it was decided: penalty, free or none', () => {
    const cancelled = (cancellation: 'penalty' | 'free' | 'none') =>
      targetStatusCredit({ status: 'CANCELLED', cancellation, config }).cancellation;
    expect(cancelled('penalty')).toEqual({ points: -5, counted: 1 });
    expect(cancelled('free')).toEqual({ points: 0, counted: 1 });
    expect(cancelled('none')).toEqual(none);
  });

  it('costs a no-show its penalty, and nothing for the other statuses', () => {
    expect(targetStatusCredit({ status: 'NO_SHOW', cancellation: 'none', config }).no_show).toEqual({
      points: -50,
      counted: 1,
    });
    for (const status of ['PENDING', 'CONFIRMED', 'SEATED'] as const) {
      expect(Object.values(targetStatusCredit({ status, cancellation: 'penalty', config }))).toEqual([
        none,
        none,
        none,
      ]);
    }
  });
});
