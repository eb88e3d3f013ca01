import type { LoyaltyLevelThresholds } from './loyalty-config-schema';
import {
  LOYALTY_LEVEL_KEYS,
  LOYALTY_LEVELS,
  computeLoyaltyLevelKey,
  type LoyaltyLevelKey,
} from './compute-loyalty-level';

/** A level crossed by a change of points (for the congratulation e-mail and the analytics event). */
export interface LevelChange {
  direction: 'up' | 'down';
  oldLevel: { key: LoyaltyLevelKey; name: string };
  newLevel: { key: LoyaltyLevelKey; name: string };
}

/**
 * Level change between two balances, or null when the level stays. An upward change triggers the
 * level-up e-mail (sendLoyaltyLevelUp) and the loyalty_status_changed event.
 */
export function detectLevelChange({
  pointsBefore,
  pointsAfter,
  levels,
}: {
  pointsBefore: number;
  pointsAfter: number;
  levels: LoyaltyLevelThresholds;
}): LevelChange | null {
  const before = computeLoyaltyLevelKey({ points: pointsBefore, levels });
  const after = computeLoyaltyLevelKey({ points: pointsAfter, levels });
  if (before === after) return null;
  return {
    direction: LOYALTY_LEVEL_KEYS.indexOf(after) > LOYALTY_LEVEL_KEYS.indexOf(before) ? 'up' : 'down',
    oldLevel: { key: before, name: LOYALTY_LEVELS[before].name },
    newLevel: { key: after, name: LOYALTY_LEVELS[after].name },
  };
}
