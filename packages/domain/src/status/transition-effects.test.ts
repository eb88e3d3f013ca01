import { describe, expect, it } from 'vitest';
import { getTransitionEffects } from './transition-effects';

describe('getTransitionEffects', () => {
  it('confirms a pending request with a confirmation e-mail', () => {
    expect(getTransitionEffects({ from: 'PENDING', to: 'CONFIRMED', actor: 'staff' })).toEqual({
      email: 'confirmation',
      loyalty: { apply: null, reverse: null },
    });
  });

  it('does not re-send a confirmation when a seated reservation goes back to confirmed', () => {
    expect(getTransitionEffects({ from: 'SEATED', to: 'CONFIRMED', actor: 'staff' }).email).toBeNull();
  });

  it('treats a staff cancel of a pending request as a plain cancellation, without penalty', () => {
    expect(getTransitionEffects({ from: 'PENDING', to: 'CANCELLED', actor: 'staff' })).toEqual({
      email: 'cancellation',
      loyalty: { apply: null, reverse: null },
    });
  });

  it('cancels with an e-mail and the cancellation penalty', () => {
    expect(getTransitionEffects({ from: 'CONFIRMED', to: 'CANCELLED', actor: 'customer' })).toEqual({
      email: 'cancellation',
      loyalty: { apply: 'cancellation', reverse: null },
    });
  });

  it('penalises a no-show without e-mail and seats without effect', () => {
    expect(getTransitionEffects({ from: 'CONFIRMED', to: 'NO_SHOW', actor: 'staff' })).toEqual({
      email: null,
      loyalty: { apply: 'no_show', reverse: null },
    });
    expect(getTransitionEffects({ from: 'CONFIRMED', to: 'SEATED', actor: 'staff' })).toEqual({
      email: null,
      loyalty: { apply: null, reverse: null },
    });
  });

  it('completes with a review request and the honoured-reservation points, for staff and system', () => {
    for (const actor of ['staff', 'system'] as const) {
      expect(getTransitionEffects({ from: 'SEATED', to: 'COMPLETED', actor })).toEqual({
        email: 'review_request',
        loyalty: { apply: 'reservation_completed', reverse: null },
      });
    }
  });

  it('reverses the entry of the status being left', () => {
    expect(getTransitionEffects({ from: 'NO_SHOW', to: 'COMPLETED', actor: 'staff' }).loyalty).toEqual({
      apply: 'reservation_completed',
      reverse: 'no_show',
    });
    expect(getTransitionEffects({ from: 'COMPLETED', to: 'SEATED', actor: 'staff' }).loyalty).toEqual({
      apply: null,
      reverse: 'reservation_completed',
    });
    expect(getTransitionEffects({ from: 'CANCELLED', to: 'PENDING', actor: 'staff' })).toEqual({
      email: null,
      loyalty: { apply: null, reverse: 'cancellation' },
    });
  });
});
