import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLoyaltyLevel, computeLoyaltyLevelKey, LOYALTY_LEVEL_KEYS } from './compute-loyalty-level';
import { DEFAULT_LOYALTY_CONFIG } from './loyalty-config-schema';

const levels = DEFAULT_LOYALTY_CONFIG.levels;

describe('computeLoyaltyLevel', () => {
  it('names the levels with the default thresholds 100/250/500/1000', () => {
    const names = [0, 99.9, 100, 249, 250, 499, 500, 999, 1000, 5000].map(
      (points) => computeLoyaltyLevel({ points, levels }).name,
    );
    expect(names).toEqual([
      'Nouveau',
      'Nouveau',
      'Bronze',
      'Bronze',
      'Argent',
      'Argent',
      'Or',
      'Or',
      'Ultra VIP',
      'Ultra VIP',
    ]);
  });

  it('gives the progress within the level and the French text', () => {
    const info = computeLoyaltyLevel({ points: 175, levels });
    expect(info.progressPercent).toBe(50);
    expect(info.pointsToNext).toBe(75);
    expect(info.progressText).toBe('Plus que 75 points pour passer au niveau Argent');
    expect(computeLoyaltyLevel({ points: 0, levels }).progressText).toBe(
      'Plus que 100 points pour passer au niveau Bronze',
    );
    expect(computeLoyaltyLevel({ points: 25, levels }).progressPercent).toBe(25);
  });

  it('counts fractions of points with one decimal and singular below 2', () => {
    expect(computeLoyaltyLevel({ points: 97.5, levels }).progressText).toBe(
      'Plus que 2,5 points pour passer au niveau Bronze',
    );
    expect(computeLoyaltyLevel({ points: 99.5, levels }).progressText).toBe(
      'Plus que 0,5 point pour passer au niveau Bronze',
    );
  });

  it('says the maximum is reached at Ultra VIP', () => {
    const info = computeLoyaltyLevel({ points: 1200, levels });
    expect(info).toMatchObject({ key: 'diamond', next: null, progressPercent: 100, pointsToNext: 0 });
    expect(info.progressText).toBe('Niveau maximum atteint');
  });

  it('follows custom thresholds and treats negative balances as 0', () => {
    const custom = { bronze: 10, silver: 20, gold: 30, diamond: 40 };
    expect(computeLoyaltyLevel({ points: 35, levels: custom }).name).toBe('Or');
    expect(computeLoyaltyLevel({ points: -8, levels }).key).toBe('new');
    expect(computeLoyaltyLevelKey({ points: Number.NaN, levels })).toBe('new');
  });

  it('never lowers the level when points increase, whatever the restaurant scale (property)', () => {
    const scale = fc
      .uniqueArray(fc.integer({ min: 0, max: 5000 }), { minLength: 4, maxLength: 4 })
      .map((values) => {
        const [bronze, silver, gold, diamond] = [...values].sort((a, b) => a - b) as [
          number,
          number,
          number,
          number,
        ];
        return { bronze, silver, gold, diamond };
      });
    const points = fc.integer({ min: 0, max: 60_000 }).map((tenths) => tenths / 10);
    fc.assert(
      fc.property(scale, points, points, (custom, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowInfo = computeLoyaltyLevel({ points: low, levels: custom });
        const highInfo = computeLoyaltyLevel({ points: high, levels: custom });
        expect(LOYALTY_LEVEL_KEYS.indexOf(highInfo.key)).toBeGreaterThanOrEqual(
          LOYALTY_LEVEL_KEYS.indexOf(lowInfo.key),
        );
        expect(highInfo.minPoints).toBeLessThanOrEqual(high);
        if (highInfo.next) expect(highInfo.next.minPoints).toBeGreaterThan(high);
      }),
    );
  });

  it('never lowers the level when points increase (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lowIndex = LOYALTY_LEVEL_KEYS.indexOf(computeLoyaltyLevelKey({ points: low, levels }));
          const highIndex = LOYALTY_LEVEL_KEYS.indexOf(computeLoyaltyLevelKey({ points: high, levels }));
          expect(highIndex).toBeGreaterThanOrEqual(lowIndex);
          const progress = computeLoyaltyLevel({ points: low, levels }).progressPercent;
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
