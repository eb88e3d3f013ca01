import { MESSAGES } from '../errors';
import { formatDateTime } from '../format/format-date';

/** Whether a voucher can be applied now, and the status to show: expired by date counts as expired. */
export type VoucherUsability =
  { ok: true; status: 'active' } | { ok: false; status: 'used' | 'expired' | 'cancelled'; message: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Whether a voucher can be applied at the till now (customer-flows §4 "Reward voucher": a voucher that is not
 * active is refused), with the spec's text 'Ce bon a déjà été utilisé/expiré' followed by the use or expiry date
 * and time in Paris when known ('(utilisé le 22/11/2026 à 14:05)', '(expiré le …)'). An active voucher whose
 * `expiryDate` has passed is expired; a voucher cancelled by a reversal (issue 49) reads « Ce bon a été annulé ». One rule for `validateReward`, `lookupScanCode` and the customer's list.
 * @example checkVoucherUsable({ status: 'used', usedAt: '2026-11-22T13:05:00.000Z', now }) // { ok: false, status: 'used', message: 'Ce bon a déjà été utilisé/expiré (utilisé le 22/11/2026 à 14:05)' }
 */
export function checkVoucherUsable({
  status,
  usedAt,
  expiryDate,
  now,
}: {
  status: unknown;
  usedAt?: unknown;
  expiryDate?: unknown;
  now: Date;
}): VoucherUsability {
  if (status === 'used') {
    const at = formatDateTime({ timestamp: text(usedAt) });
    return {
      ok: false,
      status: 'used',
      message: at ? MESSAGES.scan.voucherUsed(at) : MESSAGES.scan.voucherUsedOrExpired,
    };
  }
  if (status === 'cancelled')
    return { ok: false, status: 'cancelled', message: MESSAGES.scan.voucherCancelled };
  const expiry = text(expiryDate);
  if (status === 'expired' || (expiry && Date.parse(expiry) <= now.getTime())) {
    const at = expiry ? formatDateTime({ timestamp: expiry }) : '';
    return {
      ok: false,
      status: 'expired',
      message: at ? MESSAGES.scan.voucherExpired(at) : MESSAGES.scan.voucherUsedOrExpired,
    };
  }
  if (status !== 'active')
    return { ok: false, status: 'expired', message: MESSAGES.scan.voucherUsedOrExpired };
  return { ok: true, status: 'active' };
}
