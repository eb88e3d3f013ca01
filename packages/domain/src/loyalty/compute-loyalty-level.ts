import { MESSAGES } from '../errors';
import type { LoyaltyLevelThresholds } from './loyalty-config-schema';
import { roundPoints } from './round-points';

/** Keys of the restaurant scale, lowest first. */
export const LOYALTY_LEVEL_KEYS = ['new', 'bronze', 'silver', 'gold', 'diamond'] as const;
/** One of {@link LOYALTY_LEVEL_KEYS}. */
export type LoyaltyLevelKey = (typeof LOYALTY_LEVEL_KEYS)[number];

/** Names and badge emojis of the restaurant scale (staff-operations: Nouveau, Bronze, Argent, Or, Ultra VIP). */
export const LOYALTY_LEVELS: Record<LoyaltyLevelKey, { name: string; emoji: string }> = {
  new: { name: 'Nouveau', emoji: '🌱' },
  bronze: { name: 'Bronze', emoji: '🥉' },
  silver: { name: 'Argent', emoji: '🥈' },
  gold: { name: 'Or', emoji: '🥇' },
  diamond: { name: 'Ultra VIP', emoji: '💎' },
};

/** Text of the loyalty card once the top level is reached. */
export const MAX_LEVEL_TEXT = MESSAGES.customerSpace.maxLevel;

/** Level of a balance with what the loyalty card shows. */
export interface LoyaltyLevelInfo {
  key: LoyaltyLevelKey;
  name: string;
  emoji: string;
  /** Points where this level starts. */
  minPoints: number;
  /** The next level, or null at the top. */
  next: { key: LoyaltyLevelKey; name: string; minPoints: number } | null;
  /** Points still needed for the next level (0 at the top), one decimal. */
  pointsToNext: number;
  /** Percentage of the current level's range already covered, 0–100 (100 at the top). */
  progressPercent: number;
  /** 'Plus que N points pour passer au niveau X' or 'Niveau maximum atteint'. */
  progressText: string;
}

function startOf(key: LoyaltyLevelKey, levels: LoyaltyLevelThresholds): number {
  return key === 'new' ? 0 : levels[key];
}

/** Level key for a balance under the given thresholds. */
export function computeLoyaltyLevelKey({
  points,
  levels,
}: {
  points: number;
  levels: LoyaltyLevelThresholds;
}): LoyaltyLevelKey {
  const safe = Number.isFinite(points) ? points : 0;
  let current: LoyaltyLevelKey = 'new';
  for (const key of LOYALTY_LEVEL_KEYS) if (safe >= startOf(key, levels)) current = key;
  return current;
}

function formatPointsCount(points: number): string {
  return points.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
}

/**
 * Level of a balance with the card's progress: percentage within the level's range and the text
 * 'Plus que N points pour passer au niveau X' (or 'Niveau maximum atteint' at Ultra VIP).
 * @example computeLoyaltyLevel({ points: 175, levels: DEFAULT_LOYALTY_CONFIG.levels }).progressPercent // 50
 */
export function computeLoyaltyLevel({
  points,
  levels,
}: {
  points: number;
  levels: LoyaltyLevelThresholds;
}): LoyaltyLevelInfo {
  const balance = Math.max(0, roundPoints({ points }));
  const key = computeLoyaltyLevelKey({ points: balance, levels });
  const index = LOYALTY_LEVEL_KEYS.indexOf(key);
  const nextKey = LOYALTY_LEVEL_KEYS[index + 1];
  const minPoints = startOf(key, levels);
  if (!nextKey) {
    return {
      key,
      ...LOYALTY_LEVELS[key],
      minPoints,
      next: null,
      pointsToNext: 0,
      progressPercent: 100,
      progressText: MAX_LEVEL_TEXT,
    };
  }
  const nextMin = startOf(nextKey, levels);
  // Shown as "Plus que 0,1 point" rather than "0 point" while a fraction is missing.
  const pointsToNext = Math.ceil(roundPoints({ points: (nextMin - balance) * 10 })) / 10;
  const progressPercent = Math.min(
    100,
    Math.max(0, Math.floor(((balance - minPoints) / (nextMin - minPoints)) * 100)),
  );
  const nextName = LOYALTY_LEVELS[nextKey].name;
  const unit = pointsToNext >= 2 ? 'points' : 'point';
  return {
    key,
    ...LOYALTY_LEVELS[key],
    minPoints,
    next: { key: nextKey, name: nextName, minPoints: nextMin },
    pointsToNext,
    progressPercent,
    progressText: `Plus que ${formatPointsCount(pointsToNext)} ${unit} pour passer au niveau ${nextName}`,
  };
}
