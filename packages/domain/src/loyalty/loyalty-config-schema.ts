import { z } from 'zod';
import { TEXT_MAX_LENGTHS, textTooLong } from '../schemas/text-limits';
import { SPEND_MESSAGES } from '../spend/spend-messages';
import { safeString } from '../schemas/safe-string';

/** Upper bound of every configured value; anything larger is a typing mistake. */
export const MAX_LOYALTY_CONFIG_VALUE = 1_000_000;

/** Counts what the user sees as characters (code points), so that one emoji made of a surrogate pair counts once. */
function countCharacters(value: string): number {
  return Array.from(value).length;
}

/** Largest value in euros of a gift or of a discount voucher: a bigger one is a typing mistake. */
export const MAX_VOUCHER_EUROS = 1000;

/** Euros with at most two decimals (cents). */
function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * One gift of the rotation: the n-th gift won uses the item at position ((n - 1) mod count) + 1. `value` is what
 * the venue says it is worth in euros (optional): the reward analytics and the exports count it when set.
 */
export const LoyaltyGiftSchema = z.object({
  name: safeString()
    .trim()
    .min(1, 'Le nom du cadeau est requis')
    .max(TEXT_MAX_LENGTHS.name, textTooLong(TEXT_MAX_LENGTHS.name)),
  emoji: safeString()
    .trim()
    .min(1, "L'emoji du cadeau est requis")
    .max(TEXT_MAX_LENGTHS.emoji, "L'emoji doit faire au plus 2 caractères")
    .refine((value) => countCharacters(value) <= 2, "L'emoji doit faire au plus 2 caractères"),
  order: z.number().int().min(1),
  value: z
    .number(SPEND_MESSAGES.giftValueRange)
    .min(0, SPEND_MESSAGES.giftValueRange)
    .max(MAX_VOUCHER_EUROS, SPEND_MESSAGES.giftValueRange)
    .refine(hasCents, SPEND_MESSAGES.giftValueRange)
    .optional(),
});
/** {@link LoyaltyGiftSchema} output type. */
export type LoyaltyGift = z.infer<typeof LoyaltyGiftSchema>;

/** Level thresholds of the restaurant scale: Bronze, Argent, Or, Ultra VIP (below bronze: Nouveau). */
export const LoyaltyLevelThresholdsSchema = z
  .object({
    bronze: z.number().int().min(0).max(MAX_LOYALTY_CONFIG_VALUE),
    silver: z.number().int().min(0).max(MAX_LOYALTY_CONFIG_VALUE),
    gold: z.number().int().min(0).max(MAX_LOYALTY_CONFIG_VALUE),
    diamond: z.number().int().min(0).max(MAX_LOYALTY_CONFIG_VALUE),
  })
  .refine(
    (levels) => levels.bronze < levels.silver && levels.silver < levels.gold && levels.gold < levels.diamond,
    { message: 'Les seuils de niveau doivent être croissants' },
  );
/** {@link LoyaltyLevelThresholdsSchema} output type. */
export type LoyaltyLevelThresholds = z.infer<typeof LoyaltyLevelThresholdsSchema>;

const earned = z
  .number()
  .finite()
  .min(0, 'Les points ne peuvent pas être négatifs')
  .max(MAX_LOYALTY_CONFIG_VALUE);
// Penalties are stored as negative deltas (-5, -50); a positive penalty would reward a no-show.
const penalty = z
  .number()
  .finite()
  .max(0, 'Une pénalité ne peut pas ajouter de points')
  .min(-MAX_LOYALTY_CONFIG_VALUE);

/**
 * Discount vouchers bought with points (spec: « 100 points = one 10 euro discount »): off until the venue turns
 * them on, since each voucher is money it gives; the rate starts at the spec's 100 points for 10 €.
 */
export const LoyaltyDiscountSchema = z.object({
  enabled: z.boolean(),
  pointsPerVoucher: z
    .number(SPEND_MESSAGES.discountPointsRange)
    .int(SPEND_MESSAGES.discountPointsRange)
    .min(1, SPEND_MESSAGES.discountPointsRange)
    .max(MAX_LOYALTY_CONFIG_VALUE, SPEND_MESSAGES.discountPointsRange),
  voucherValue: z
    .number(SPEND_MESSAGES.discountValueRange)
    .min(0.01, SPEND_MESSAGES.discountValueRange)
    .max(MAX_VOUCHER_EUROS, SPEND_MESSAGES.discountValueRange)
    .refine(hasCents, SPEND_MESSAGES.discountValueRange),
});
/** {@link LoyaltyDiscountSchema} output type. */
export type LoyaltyDiscount = z.infer<typeof LoyaltyDiscountSchema>;

/** Longest free-cancellation window a venue may set: a week. */
export const MAX_FREE_CANCELLATION_HOURS = 168;
/** Bounds of a bill ceiling per cover a venue types (euros). */
export const BILL_CEILING_PER_COVER_RANGE = { min: 10, max: 10_000 } as const;

/**
 * Hours before a booking until which cancelling it costs no points (issue 48, defect 3); 0: any cancellation
 * before the booking's time is free.
 */
export const FreeCancellationHoursSchema = z
  .number('Le délai d’annulation doit être un nombre d’heures entre 0 et 168')
  .int('Le délai d’annulation doit être un nombre d’heures entre 0 et 168')
  .min(0, 'Le délai d’annulation doit être un nombre d’heures entre 0 et 168')
  .max(MAX_FREE_CANCELLATION_HOURS, 'Le délai d’annulation doit être un nombre d’heures entre 0 et 168');

/**
 * The bill per cover above which a bill waits for a manager's approval before it earns points (issue 49): null
 * lets the product set it from the venue's average per cover (computeBillCeiling).
 */
export const BillCeilingPerCoverSchema = z
  .number('Le plafond par couvert doit être compris entre 10 et 10 000 €')
  .min(BILL_CEILING_PER_COVER_RANGE.min, 'Le plafond par couvert doit être compris entre 10 et 10 000 €')
  .max(BILL_CEILING_PER_COVER_RANGE.max, 'Le plafond par couvert doit être compris entre 10 et 10 000 €')
  .refine(hasCents, 'Le plafond par couvert doit être compris entre 10 et 10 000 €')
  .nullable();

/**
 * Loyalty configuration of one restaurant (`settings/loyalty_config_{restaurantId}`).
 * Every screen and every server rule reads points, levels and gifts from it.
 */
export const LoyaltyConfigSchema = z.object({
  pointsPerReservation: earned,
  pointsPerReview: earned,
  pointsPerEuroSpent: earned,
  pointsForCancellation: penalty,
  pointsForNoShow: penalty,
  pointsForWalkIn: earned,
  giftInterval: z
    .number()
    .int()
    .min(1, "L'intervalle des cadeaux doit être d'au moins 1 point")
    .max(MAX_LOYALTY_CONFIG_VALUE),
  gifts: z
    .array(LoyaltyGiftSchema)
    .min(1, 'Au moins un cadeau est requis')
    .refine((gifts) => new Set(gifts.map((gift) => gift.order)).size === gifts.length, {
      message: 'Chaque cadeau doit avoir un ordre unique',
    }),
  levels: LoyaltyLevelThresholdsSchema,
  rewardPoints: earned,
  // Configurations saved before discount vouchers existed have none: off, at the spec's rate.
  discount: LoyaltyDiscountSchema.default({ enabled: false, pointsPerVoucher: 100, voucherValue: 10 }),
  freeCancellationHours: FreeCancellationHoursSchema.default(24),
  billCeilingPerCover: BillCeilingPerCoverSchema.default(null),
});
/** {@link LoyaltyConfigSchema} output type. */
export type LoyaltyConfig = z.infer<typeof LoyaltyConfigSchema>;

/** Freezes an object and everything in it, so that a consumer mutating the shared defaults fails loudly. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Gifts in rotation (ARCHITECTURE §4): free drink, dessert, starter, main course, full menu. */
export const DEFAULT_LOYALTY_GIFTS: readonly LoyaltyGift[] = deepFreeze([
  { name: 'Boisson offerte', emoji: '🥤', order: 1 },
  { name: 'Dessert offert', emoji: '🍰', order: 2 },
  { name: 'Entrée offerte', emoji: '🥗', order: 3 },
  { name: 'Plat offert', emoji: '🍝', order: 4 },
  { name: 'Menu complet offert', emoji: '🍴', order: 5 },
]);

/** Defaults of ARCHITECTURE §4, used when a restaurant has no configuration or a value is blank. */
export const DEFAULT_LOYALTY_CONFIG: LoyaltyConfig = deepFreeze({
  pointsPerReservation: 5,
  pointsPerReview: 5,
  pointsPerEuroSpent: 0.1,
  pointsForCancellation: -5,
  pointsForNoShow: -50,
  pointsForWalkIn: 10,
  giftInterval: 50,
  gifts: DEFAULT_LOYALTY_GIFTS.map((gift) => ({ ...gift })),
  levels: { bronze: 100, silver: 250, gold: 500, diamond: 1000 },
  rewardPoints: 50,
  discount: { enabled: false, pointsPerVoucher: 100, voucherValue: 10 },
  freeCancellationHours: 24,
  billCeilingPerCover: null,
});
