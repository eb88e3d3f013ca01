import { describe, expect, it } from 'vitest';
import { computeEventPoints } from './compute-event-points';
import { DEFAULT_LOYALTY_CONFIG } from './loyalty-config-schema';

const config = DEFAULT_LOYALTY_CONFIG;

describe('computeEventPoints', () => {
  it('reads each event from the configuration (defaults of ARCHITECTURE §4)', () => {
    expect(computeEventPoints({ event: { type: 'reservation_completed' }, config })).toBe(5);
    expect(computeEventPoints({ event: { type: 'review' }, config })).toBe(5);
    expect(computeEventPoints({ event: { type: 'cancellation' }, config })).toBe(-5);
    expect(computeEventPoints({ event: { type: 'no_show' }, config })).toBe(-50);
    expect(computeEventPoints({ event: { type: 'walk_in' }, config })).toBe(10);
  });

  it('gives 0.1 point per euro rounded down to one decimal', () => {
    const spent = (amountEuros: number) =>
      computeEventPoints({ event: { type: 'amount_spent', amountEuros }, config });
    expect(spent(86.5)).toBe(8.6);
    expect(spent(10)).toBe(1);
    expect(spent(70)).toBe(7);
    expect(spent(99.99)).toBe(9.9);
    expect(spent(9.99)).toBe(0.9);
    expect(spent(0.99)).toBe(0);
    expect(spent(-20)).toBe(0);
    expect(spent(Number.NaN)).toBe(0);
    // Float noise never takes a tenth away: 0.7 × 10 and 1.1 × 3 are not exact in binary.
    expect(
      computeEventPoints({
        event: { type: 'amount_spent', amountEuros: 0.7 },
        config: { ...config, pointsPerEuroSpent: 10 },
      }),
    ).toBe(7);
    expect(
      computeEventPoints({
        event: { type: 'amount_spent', amountEuros: 1.1 },
        config: { ...config, pointsPerEuroSpent: 3 },
      }),
    ).toBe(3.3);
  });

  it('takes away the points a discount voucher used', () => {
    expect(computeEventPoints({ event: { type: 'discount_voucher', pointsUsed: 100 }, config })).toBe(-100);
  });

  it('follows a custom configuration', () => {
    const custom = { ...config, pointsPerReservation: 8, pointsPerEuroSpent: 1 };
    expect(computeEventPoints({ event: { type: 'reservation_completed' }, config: custom })).toBe(8);
    expect(computeEventPoints({ event: { type: 'amount_spent', amountEuros: 42.55 }, config: custom })).toBe(
      42.5,
    );
  });
});
