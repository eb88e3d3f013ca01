import { MAX_AMOUNT_SPENT } from '../schemas/inputs/staff-reservation-inputs';
import { SPEND_MESSAGES as M } from './spend-messages';

/** What a typed bill gives: the euros (null when the field is blank), or the French message to show. */
export type ParsedBillAmount = { ok: true; amount: number | null } | { ok: false; message: string };

/**
 * Reads a bill as staff type it: a decimal comma or point (« 86,50 », « 86.5 »), spaces or dots between the
 * thousands (« 1 234,50 », « 1.234,50 »), an optional « € »; blank means no bill. At most two decimals, between 0
 * and {@link MAX_AMOUNT_SPENT}.
 * @example parseBillAmount({ text: '86,50' }) // { ok: true, amount: 86.5 }
 */
export function parseBillAmount({ text }: { text: string }): ParsedBillAmount {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return { ok: true, amount: null };
  // « 1.234,50 »: dots before a comma group thousands.
  const normalized = compact.includes(',') ? compact.replace(/\.(?=\d{3}(?:[.,]|$))/g, '') : compact;
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(normalized);
  if (!match) return { ok: false, message: M.billInvalid };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { ok: false, message: M.billCents };
  const amount = Number(`${match[1]}.${decimals || '0'}`);
  if (!Number.isFinite(amount) || amount > MAX_AMOUNT_SPENT) return { ok: false, message: M.billRange };
  return { ok: true, amount };
}
