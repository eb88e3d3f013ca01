import { DEFAULT_LOYALTY_CONFIG, type LoyaltyConfig } from '../loyalty/loyalty-config-schema';
import { GIFT_FALLBACK } from './emoji-picker-categories';

/** The loyalty tab's form: every number as typed (a blank field is ''), gifts in their display order. */
export interface LoyaltyConfigForm {
  pointsPerReservation: string;
  pointsPerReview: string;
  pointsPerEuroSpent: string;
  pointsForCancellation: string;
  pointsForNoShow: string;
  pointsForWalkIn: string;
  giftInterval: string;
  rewardPoints: string;
  levels: { bronze: string; silver: string; gold: string; diamond: string };
  /** Each gift's value in euros as typed (« 4,50 »; blank when the venue gives it none). */
  gifts: { name: string; emoji: string; value: string }[];
  /** Discount vouchers bought with points: the switch and the rate as typed. */
  discount: { enabled: boolean; pointsPerVoucher: string; voucherValue: string };
  /** « Annulation sans pénalité jusqu'à … h avant » as typed (blank: 24 h). */
  freeCancellationHours: string;
  /** « Plafond d'une addition par couvert » in euros as typed (blank: automatic, from the venue's average). */
  billCeilingPerCover: string;
}

/** A number typed in French or English ('0,5' or '0.5'); null when blank or not a number. */
function parseNumber(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

const or = (value: string, fallback: number) => parseNumber(value) ?? fallback;

/** A typed number the schema must judge: blank gives `blank`, anything not a number NaN (refused with its message). */
function strictNumber<B>(value: string, blank: B): number | B {
  if (value.trim() === '') return blank;
  return parseNumber(value) ?? Number.NaN;
}

const euroText = (n: number) => String(n).replace('.', ',');

/** The form of a saved configuration. */
export function loyaltyConfigToForm({ config }: { config: LoyaltyConfig }): LoyaltyConfigForm {
  const text = (n: number) => String(n).replace('.', ',');
  return {
    pointsPerReservation: text(config.pointsPerReservation),
    pointsPerReview: text(config.pointsPerReview),
    pointsPerEuroSpent: text(config.pointsPerEuroSpent),
    pointsForCancellation: text(config.pointsForCancellation),
    pointsForNoShow: text(config.pointsForNoShow),
    pointsForWalkIn: text(config.pointsForWalkIn),
    giftInterval: text(config.giftInterval),
    rewardPoints: text(config.rewardPoints),
    levels: {
      bronze: text(config.levels.bronze),
      silver: text(config.levels.silver),
      gold: text(config.levels.gold),
      diamond: text(config.levels.diamond),
    },
    gifts: [...config.gifts]
      .sort((a, b) => a.order - b.order)
      .map(({ name, emoji, value }) => ({ name, emoji, value: value === undefined ? '' : euroText(value) })),
    discount: {
      enabled: config.discount.enabled,
      pointsPerVoucher: text(config.discount.pointsPerVoucher),
      voucherValue: euroText(config.discount.voucherValue),
    },
    freeCancellationHours: text(config.freeCancellationHours),
    billCeilingPerCover: config.billCeilingPerCover === null ? '' : euroText(config.billCeilingPerCover),
  };
}

/**
 * The configuration a form saves (administration §5): a blank number falls back to its default (reservation 5,
 * review 5, no-show -50, walk-in 10, levels 100/250/500/1000, gift interval 50), a penalty typed without its
 * sign is a penalty all the same, a blank gift name is 'Cadeau' and a blank emoji 🎁, gifts numbered in their
 * order, a gift without a typed value has none; the discount rate's blanks take its defaults (100 points, 10 €),
 * a blank cancellation window 24 h and a blank bill ceiling « automatique ».
 * The result still goes through LoyaltyConfigSchema (growing thresholds, interval ≥ 1, emoji ≤ 2, euros with
 * cents), which words what is wrong.
 * @example buildLoyaltyConfig({ form }).pointsForNoShow // -50 when the field is blank
 */
export function buildLoyaltyConfig({ form }: { form: LoyaltyConfigForm }): LoyaltyConfig {
  const d = DEFAULT_LOYALTY_CONFIG;
  const penalty = (value: string, fallback: number) => -Math.abs(or(value, fallback));
  return {
    pointsPerReservation: or(form.pointsPerReservation, d.pointsPerReservation),
    pointsPerReview: or(form.pointsPerReview, d.pointsPerReview),
    pointsPerEuroSpent: or(form.pointsPerEuroSpent, d.pointsPerEuroSpent),
    pointsForCancellation: penalty(form.pointsForCancellation, d.pointsForCancellation),
    pointsForNoShow: penalty(form.pointsForNoShow, d.pointsForNoShow),
    pointsForWalkIn: or(form.pointsForWalkIn, d.pointsForWalkIn),
    giftInterval: or(form.giftInterval, d.giftInterval),
    rewardPoints: or(form.rewardPoints, d.rewardPoints),
    levels: {
      bronze: or(form.levels.bronze, d.levels.bronze),
      silver: or(form.levels.silver, d.levels.silver),
      gold: or(form.levels.gold, d.levels.gold),
      diamond: or(form.levels.diamond, d.levels.diamond),
    },
    gifts: form.gifts.map((gift, index) => {
      const value = strictNumber(gift.value, undefined);
      return {
        name: gift.name.trim() || GIFT_FALLBACK.name,
        emoji: gift.emoji.trim() || GIFT_FALLBACK.emoji,
        order: index + 1,
        ...(value === undefined ? {} : { value }),
      };
    }),
    discount: {
      enabled: form.discount.enabled,
      pointsPerVoucher: strictNumber(form.discount.pointsPerVoucher, d.discount.pointsPerVoucher),
      voucherValue: strictNumber(form.discount.voucherValue, d.discount.voucherValue),
    },
    freeCancellationHours: strictNumber(form.freeCancellationHours ?? '', d.freeCancellationHours),
    billCeilingPerCover: strictNumber(form.billCeilingPerCover ?? '', null),
  };
}
