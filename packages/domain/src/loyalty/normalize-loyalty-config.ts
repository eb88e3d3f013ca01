import {
  BillCeilingPerCoverSchema,
  DEFAULT_LOYALTY_CONFIG,
  FreeCancellationHoursSchema,
  LoyaltyConfigSchema,
  LoyaltyDiscountSchema,
  LoyaltyGiftSchema,
  MAX_LOYALTY_CONFIG_VALUE,
  type LoyaltyConfig,
  type LoyaltyDiscount,
  type LoyaltyGift,
  type LoyaltyLevelThresholds,
} from './loyalty-config-schema';
import { TEXT_MAX_LENGTHS } from '../schemas/text-limits';
import { isStorableText } from '../text/is-storable-text';

/** Name and emoji given to a gift saved without them (spec: 'Cadeau' and a gift icon). */
export const FALLBACK_GIFT_NAME = 'Cadeau';
/** Emoji of a gift saved without one. */
export const FALLBACK_GIFT_EMOJI = '🎁';

type LooseRecord = Record<string, unknown>;

function isRecord(value: unknown): value is LooseRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a number typed in a form or stored by the old product. The spec makes blank and falsy values
 * fall back to the default, so 0, '', null and NaN all give the fallback.
 */
function readNumber(value: unknown, fallback: number): number {
  // Larger values are typing mistakes (integers above 2^53 are not even exact): they fall back too.
  const parsed = typeof value === 'string' ? Number(value.replace(',', '.').trim()) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed) || parsed === 0) return fallback;
  if (Math.abs(parsed) > MAX_LOYALTY_CONFIG_VALUE) return fallback;
  return parsed;
}

function readGift(value: unknown, index: number): LoyaltyGift {
  const raw = isRecord(value) ? value : {};
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  const emoji = typeof raw.emoji === 'string' ? raw.emoji.trim() : '';
  const order = readNumber(raw.order, index + 1);
  // A value the schema refuses (negative, over the cap, fractions of a cent) is dropped: the gift stays, unvalued.
  const euros = LoyaltyGiftSchema.shape.value.safeParse(raw.value);
  return {
    ...(euros.success && euros.data !== undefined ? { value: euros.data } : {}),
    name: name || FALLBACK_GIFT_NAME,
    // The schema allows two characters; keeping the first two never loses the visible emoji. An over-long
    // text is not an emoji typed with a modifier, nor is one holding a NUL or half a pair: left whole for the
    // schema to refuse.
    emoji:
      emoji.length > TEXT_MAX_LENGTHS.emoji || !isStorableText(emoji)
        ? emoji
        : Array.from(emoji).slice(0, 2).join('') || FALLBACK_GIFT_EMOJI,
    order: Math.max(1, Math.floor(order)),
  };
}

/** Gifts were stored as a keyed map (order1..orderN) by the old product and as a list by ours. */
function readGifts(value: unknown): LoyaltyGift[] {
  const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  const gifts = items.map(readGift).sort((a, b) => a.order - b.order);
  if (gifts.length === 0) return DEFAULT_LOYALTY_CONFIG.gifts.map((gift) => ({ ...gift }));
  // Renumber so that orders are unique and contiguous whatever the stored keys were.
  return gifts.map((gift, index) => ({ ...gift, order: index + 1 }));
}

function readLevels(value: unknown): LoyaltyLevelThresholds {
  const raw = isRecord(value) ? value : {};
  const defaults = DEFAULT_LOYALTY_CONFIG.levels;
  const levels = {
    bronze: Math.floor(Math.abs(readNumber(raw.bronze, defaults.bronze))),
    silver: Math.floor(Math.abs(readNumber(raw.silver, defaults.silver))),
    gold: Math.floor(Math.abs(readNumber(raw.gold, defaults.gold))),
    diamond: Math.floor(Math.abs(readNumber(raw.diamond, defaults.diamond))),
  };
  const ascending =
    levels.bronze < levels.silver && levels.silver < levels.gold && levels.gold < levels.diamond;
  return ascending ? levels : { ...defaults };
}

/** The discount rate as stored; each value the schema refuses takes its default (off, 100 points, 10 €). */
function readDiscount(value: unknown): LoyaltyDiscount {
  const raw = isRecord(value) ? value : {};
  const d = DEFAULT_LOYALTY_CONFIG.discount;
  const shape = LoyaltyDiscountSchema.shape;
  const points = shape.pointsPerVoucher.safeParse(raw.pointsPerVoucher);
  const euros = shape.voucherValue.safeParse(raw.voucherValue);
  return {
    enabled: raw.enabled === true,
    pointsPerVoucher: points.success ? points.data : d.pointsPerVoucher,
    voucherValue: euros.success ? euros.data : d.voucherValue,
  };
}

/** The value when `schema` accepts it, else the fallback. */
function readOr<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  fallback: T,
): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Turns any stored or submitted loyalty configuration into a valid {@link LoyaltyConfig}.
 * Missing configuration, gifts or gift interval take the defaults (the spec's migration); blank values
 * take the defaults; earned points are never negative and penalties never positive.
 * @example normalizeLoyaltyConfig({ raw: { giftInterval: '' } }).giftInterval // 50
 */
export function normalizeLoyaltyConfig({ raw }: { raw: unknown }): LoyaltyConfig {
  const source = isRecord(raw) ? raw : {};
  const d = DEFAULT_LOYALTY_CONFIG;
  const earned = (key: keyof LoyaltyConfig, fallback: number) => Math.abs(readNumber(source[key], fallback));
  const penalty = (key: keyof LoyaltyConfig, fallback: number) =>
    -Math.abs(readNumber(source[key], fallback));
  const config: LoyaltyConfig = {
    pointsPerReservation: earned('pointsPerReservation', d.pointsPerReservation),
    pointsPerReview: earned('pointsPerReview', d.pointsPerReview),
    pointsPerEuroSpent: earned('pointsPerEuroSpent', d.pointsPerEuroSpent),
    pointsForCancellation: penalty('pointsForCancellation', d.pointsForCancellation),
    pointsForNoShow: penalty('pointsForNoShow', d.pointsForNoShow),
    pointsForWalkIn: earned('pointsForWalkIn', d.pointsForWalkIn),
    giftInterval: Math.max(1, Math.floor(Math.abs(readNumber(source.giftInterval, d.giftInterval)))),
    gifts: readGifts(source.gifts),
    levels: readLevels(source.levels ?? source.levelThresholds),
    rewardPoints: earned('rewardPoints', d.rewardPoints),
    discount: readDiscount(source.discount),
    // 0 hours and « automatique » (null) are choices, not blanks: kept as saved; anything else the schema
    // refuses takes the default.
    freeCancellationHours: readOr(
      FreeCancellationHoursSchema,
      source.freeCancellationHours,
      d.freeCancellationHours,
    ),
    billCeilingPerCover: readOr(BillCeilingPerCoverSchema, source.billCeilingPerCover, d.billCeilingPerCover),
  };
  return LoyaltyConfigSchema.parse(config);
}
