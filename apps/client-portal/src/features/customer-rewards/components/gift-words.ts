import type { LoyaltyLevelKey, MyGift } from '@app/domain';
import { formatNumber } from '@app/i18n/formats';
import type { Translator } from '@app/i18n';

/** A count of points in the diner's language: « 100 », « 12,5 » (one decimal at most, never below zero). */
export function pointsIn(tr: Pick<Translator, 'locale'>, points: number): string {
  return formatNumber(tr.locale, Math.max(0, points));
}

const LEVEL_IDS = {
  new: 'space.levelNew',
  bronze: 'space.levelBronze',
  silver: 'space.levelSilver',
  gold: 'space.levelGold',
  diamond: 'space.levelDiamond',
} as const satisfies Record<LoyaltyLevelKey, string>;

/** A loyalty level's name in the diner's language (« Or », « Gold »). */
export function levelName(tr: Pick<Translator, 't'>, level: LoyaltyLevelKey): string {
  return tr.t(LEVEL_IDS[level]);
}

/** The gifts of one venue at one level, as the page shows them under one heading. */
export interface GiftGroup {
  key: string;
  restaurantId: string;
  restaurantName: string;
  level: LoyaltyLevelKey;
  /** The points of the group's first gift (the gifts come in the order of their points). */
  fromPoints: number;
  gifts: MyGift[];
}

/**
 * The gifts grouped by venue then loyalty level (issue 48: « gifts grouped by level »), each group in the order the
 * gifts came (venues highest balance first, gifts by their points).
 * @example groupGifts([gift1Nouveau, gift2Bronze, gift3Bronze]) // [Nouveau: [1], Bronze: [2, 3]]
 */
export function groupGifts(gifts: readonly MyGift[]): GiftGroup[] {
  const groups = new Map<string, GiftGroup>();
  for (const gift of gifts) {
    const key = `${gift.restaurantId}#${gift.level}`;
    const group = groups.get(key);
    if (group) group.gifts.push(gift);
    else
      groups.set(key, {
        key,
        restaurantId: gift.restaurantId,
        restaurantName: gift.restaurantName,
        level: gift.level,
        fromPoints: gift.pointsRequired,
        gifts: [gift],
      });
  }
  return [...groups.values()];
}
