import { BILL_APPROVAL_MESSAGES, MESSAGES, toParisDateTime } from '@app/domain';
import type { MyVoucher } from '@app/domain';
import type { Translator } from '@app/i18n';
import { formatShortDate } from '@app/i18n/formats';

/** An instant as the Paris date and time, the date in the diner's language (« 22/11/2026 », « 22.11.2026 »). */
function parisWhen(tr: Translator, timestamp: string): { date: string; time: string } | null {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return null;
  const paris = toParisDateTime({ at });
  return { date: formatShortDate(tr.locale, paris.date), time: paris.time };
}

/** The status badge in the diner's language: « Disponible », « Utilisé le 22/11/2026 à 11:00 », « Expiré », « Annulé ». */
export function voucherStatusWords(tr: Translator, voucher: Pick<MyVoucher, 'status' | 'usedAt'>): string {
  if (voucher.status === 'active') return tr.t('space.voucherAvailable');
  if (voucher.status === 'expired') return tr.t('space.voucherExpired');
  if (voucher.status === 'cancelled') return tr.t('space.voucherCancelled');
  const when = voucher.usedAt ? parisWhen(tr, voucher.usedAt) : null;
  return when ? tr.t('space.voucherUsedOn', when) : tr.t('space.voucherUsed');
}

/** « Valable à vie » without an expiry date, else « Valable jusqu'au 31/12/2026 », in the diner's language. */
export function voucherValidityWords(tr: Translator, voucher: Pick<MyVoucher, 'expiryDate'>): string {
  const expiry = voucher.expiryDate;
  if (!expiry) return tr.message(MESSAGES.reward.validForLife);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(expiry)
    ? formatShortDate(tr.locale, expiry)
    : (parisWhen(tr, expiry)?.date ?? '');
  return date ? tr.t('space.voucherValidUntil', { date }) : tr.message(MESSAGES.reward.validForLife);
}

/**
 * What the open voucher says once it can no longer be used: « Bon utilisé le 22/11/2026 à 14:05 : il ne peut plus
 * servir. », « Bon expiré : il ne peut plus servir. »; a cancelled one says why (issue 49).
 */
export function voucherSpentWords(
  tr: Translator,
  voucher: Pick<MyVoucher, 'status' | 'usedAt'> & Pick<Partial<MyVoucher>, 'cancelledReason'>,
): string {
  if (voucher.status === 'cancelled')
    return `${tr.message(voucher.cancelledReason ?? BILL_APPROVAL_MESSAGES.voucherCancelledReason)}.`;
  if (voucher.status === 'expired') return tr.t('space.voucherSpentExpired');
  const when = voucher.usedAt ? parisWhen(tr, voucher.usedAt) : null;
  return when ? tr.t('space.voucherSpentUsed', when) : tr.t('space.voucherSpentUsedPlain');
}
