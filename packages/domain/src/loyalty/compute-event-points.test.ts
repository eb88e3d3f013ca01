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

  it('gives 0.1 point per euro rounded down', () => {
    expect(computeEventPoints({ event: { type: 'amount_spent', amountEuros: 10 }, config })).toBe(1);
    expect(computeEventPoints({ event: { type: 'amount_spent', amountEuros: 70 }, config })).toBe(7);
    expect(computeEventPoints({ event: { type: 'amount_spent', amountEuros: 99.99 }, config })).toBe(9);
    expect(computeEventPoints({ event: { type: 'amount_spent', amountEuros: 9.99 }, config })).toBe(0);
    expect(computeEventPoints({ event: { type: 'amount_spent', amountEuros: -20 }, config })).toBe(0);
  });

  it('follows a custom configuration', () => {
    const custom = { ...config, pointsPerReservation: 8, pointsPerEuroSpent: 1 };
    expect(computeEventPoints({ event: { type: 'reservation_completed' }, config: custom })).toBe(8);
    expect(computeEventPoints({ event: { type: 'amount_spent', amountEuros: 42.5 }, config: custom })).toBe(
      42,
    );
  });
});
