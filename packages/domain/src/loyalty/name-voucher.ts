import { formatEuros } from '../spend/format-euros';
import { SPEND_MESSAGES } from '../spend/spend-messages';

/** What a voucher document says about what it gives (a gift's name, a discount's amount). */
export interface VoucherWhat {
  /** Euros for a discount; the gift's number for a gift voucher. */
  value: number;
  giftNumber?: number;
  giftName?: string;
  /** « 🍰 Dessert offert » on gift vouchers (emoji first), free text on others. */
  description?: string;
}

/** A leading emoji and the space after it, as gift descriptions start. */
const LEADING_EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\s)+/u;

/**
 * What a voucher gives, as people say it at the till and on the diner's phone: a gift voucher by its gift
 * (« Dessert offert », never « Cadeau n°4 »: its number only orders the cycle), a discount by its amount in euros
 * (« Bon de réduction 10,00 € », French digits, plain spaces).
 * @example nameVoucher({ value: 4, giftNumber: 4, giftName: 'Dessert offert' }) // 'Dessert offert'
 */
export function nameVoucher(voucher: VoucherWhat): string {
  if (voucher.giftNumber !== undefined) {
    const named = voucher.giftName?.trim() || voucher.description?.replace(LEADING_EMOJI, '').trim();
    return named || 'Cadeau';
  }
  const euros = Number.isFinite(voucher.value) ? voucher.value : 0;
  return SPEND_MESSAGES.discountDescription(formatEuros({ amount: euros }).replace(/\s/g, ' '));
}
