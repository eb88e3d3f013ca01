import {
  BILL_APPROVAL_MESSAGES,
  formatDateTime,
  formatShortDate,
  MESSAGES,
  nameVoucher,
  toParisDateTime,
} from '@app/domain';
import type { BadgeTone } from '@app/ui';
import type { MyVoucher } from '@app/domain';

/** The status badge: 'Disponible', 'Utilisé le 22/11/2026 à 11:00' (Paris time), 'Expiré', 'Annulé'. */
export function voucherStatusText(voucher: Pick<MyVoucher, 'status' | 'usedAt'>): string {
  if (voucher.status === 'active') return 'Disponible';
  if (voucher.status === 'expired') return 'Expiré';
  if (voucher.status === 'cancelled') return 'Annulé';
  const when = voucher.usedAt ? formatDateTime({ timestamp: voucher.usedAt }) : '';
  return when ? `Utilisé le ${when}` : 'Utilisé';
}

/**
 * What the open voucher says once it can no longer be used: « Bon utilisé le 22/11/2026 à 14:05 : il ne peut
 * plus servir. », « Bon expiré : il ne peut plus servir. »; a cancelled one says why (issue 49: « Bon annulé : les
 * points qui l’avaient payé ont été repris après la correction d’une addition. »).
 */
export function voucherSpentText(
  voucher: Pick<MyVoucher, 'status' | 'usedAt'> & Pick<Partial<MyVoucher>, 'cancelledReason'>,
): string {
  if (voucher.status === 'cancelled')
    return `${voucher.cancelledReason ?? BILL_APPROVAL_MESSAGES.voucherCancelledReason}.`;
  const status = voucherStatusText(voucher);
  const what =
    voucher.status === 'expired' ? 'Bon expiré' : `Bon ${status.charAt(0).toLowerCase()}${status.slice(1)}`;
  return `${what} : il ne peut plus servir.`;
}

/** Badge colours of a status (the text says it too). */
export function voucherStatusTone(status: MyVoucher['status']): BadgeTone {
  if (status === 'active') return 'success';
  if (status === 'expired') return 'warning';
  if (status === 'cancelled') return 'error';
  return 'neutral';
}

/** A 'YYYY-MM-DD' date or an instant, as the Paris calendar date 'dd/MM/yyyy'. */
function calendarDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatShortDate({ date: value });
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '' : formatShortDate({ date: toParisDateTime({ at }).date });
}

/** 'Valable à vie' without an expiry date (customer-flows §9), else "Valable jusqu'au 31/12/2026". */
export function voucherValidityText(voucher: Pick<MyVoucher, 'expiryDate'>): string {
  const until = voucher.expiryDate ? calendarDate(voucher.expiryDate) : '';
  return until ? `Valable jusqu'au ${until}` : MESSAGES.reward.validForLife;
}

/**
 * What a voucher gives: a gift voucher its gift (« Dessert offert », never its number in the cycle), a discount
 * its amount (« Bon de réduction 10,00 € »).
 */
export function voucherValueText(
  voucher: Pick<MyVoucher, 'value' | 'giftNumber' | 'giftName' | 'description'>,
): string {
  return nameVoucher(voucher);
}

/** Newest first, whatever order the answer came in. */
export function newestFirst(vouchers: MyVoucher[]): MyVoucher[] {
  return [...vouchers].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
