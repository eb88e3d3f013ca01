import { describe, expect, it } from 'vitest';
import { planBillCredit } from './plan-bill-credit';

const rate = 0.1;

describe('planBillCredit', () => {
  it('credits a first bill: its points rounded down to one decimal, one billed visit and its guests', () => {
    expect(
      planBillCredit({ credited: undefined, target: { amount: 86.5, covers: 2 }, pointsPerEuroSpent: rate }),
    ).toEqual({
      changed: true,
      revision: 1,
      pointsDelta: 8.6,
      spend: { amount: 86.5, visits: 1, covers: 2 },
    });
  });

  it('moves only the difference when the bill is corrected, up or down', () => {
    const credited = { amount: 86.5, covers: 2, points: 8.6, revision: 1 };
    expect(
      planBillCredit({ credited, target: { amount: 120, covers: 2 }, pointsPerEuroSpent: rate }),
    ).toEqual({
      changed: true,
      revision: 2,
      pointsDelta: 3.4,
      spend: { amount: 33.5, visits: 0, covers: 0 },
    });
    expect(
      planBillCredit({ credited, target: { amount: 40.1, covers: 3 }, pointsPerEuroSpent: rate }),
    ).toEqual({
      changed: true,
      revision: 2,
      pointsDelta: -4.6,
      spend: { amount: -46.4, visits: 0, covers: 1 },
    });
  });

  it('takes everything back for a bill of 0 € or no bill', () => {
    const credited = { amount: 86.5, covers: 2, points: 8.6, revision: 3 };
    expect(planBillCredit({ credited, target: { amount: 0, covers: 2 }, pointsPerEuroSpent: rate })).toEqual({
      changed: true,
      revision: 4,
      pointsDelta: -8.6,
      spend: { amount: -86.5, visits: -1, covers: -2 },
    });
  });

  it('takes back only the points the balance could give when its floor at 0 kept some', () => {
    // 3 of the 8.6 points could not be taken back earlier: the bill now holds 5.6 of them.
    const credited = { amount: 0, covers: 0, points: 5.6, revision: 2 };
    expect(
      planBillCredit({ credited, target: { amount: 86.5, covers: 2 }, pointsPerEuroSpent: rate }).pointsDelta,
    ).toBe(3);
  });

  it('changes nothing when the bill already counts as it should', () => {
    const credited = { amount: 86.5, covers: 2, points: 8.6, revision: 1 };
    expect(
      planBillCredit({ credited, target: { amount: 86.5, covers: 2 }, pointsPerEuroSpent: rate }).changed,
    ).toBe(false);
    expect(
      planBillCredit({ credited: undefined, target: { amount: 0, covers: 4 }, pointsPerEuroSpent: rate }),
    ).toMatchObject({ changed: false, spend: { amount: 0, visits: 0, covers: 0 } });
  });

  it('records a change of euros that earns no more points', () => {
    const credited = { amount: 86.5, covers: 2, points: 8.6, revision: 1 };
    expect(
      planBillCredit({ credited, target: { amount: 86.55, covers: 2 }, pointsPerEuroSpent: rate }),
    ).toEqual({
      changed: true,
      revision: 2,
      pointsDelta: 0,
      spend: { amount: 0.05, visits: 0, covers: 0 },
    });
  });
});
