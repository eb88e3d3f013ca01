import { describe, expect, it } from 'vitest';
import { settleSwipe } from './swipe-math';

describe('settleSwipe', () => {
  it('opens past 80 px to the left only', () => {
    expect(settleSwipe({ wasOpen: false, offset: -79 })).toBe(false);
    expect(settleSwipe({ wasOpen: false, offset: -80 })).toBe(true);
    expect(settleSwipe({ wasOpen: false, offset: 40 })).toBe(false);
  });

  it('closes an open row dragged back past -30', () => {
    expect(settleSwipe({ wasOpen: true, offset: -31 })).toBe(true);
    expect(settleSwipe({ wasOpen: true, offset: -30 })).toBe(false);
    expect(settleSwipe({ wasOpen: true, offset: 10 })).toBe(false);
  });
});
