import { MESSAGES } from '../errors';

/** How long after its use a voucher applied at the till may be given back (a wrong voucher, a wrong table). */
export const VOUCHER_UNDO_MS = 60_000;

/** Whether a use can be undone now, with the French refusal otherwise. */
export type VoucherUndoCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether staff may give a voucher back after applying it: only a used voucher, and only within a minute of its
 * use (read on the server's clock), after which the use stands (the diner has left with the gift).
 * @example checkVoucherUndo({ status: 'used', usedAt: '2026-11-28T20:00:00Z', now: new Date('2026-11-28T20:00:30Z') }) // { ok: true }
 */
export function checkVoucherUndo({
  status,
  usedAt,
  now,
}: {
  status: unknown;
  usedAt: unknown;
  now: Date;
}): VoucherUndoCheck {
  if (status !== 'used') return { ok: false, message: MESSAGES.scan.undoNotUsed };
  const at = typeof usedAt === 'string' ? Date.parse(usedAt) : Number.NaN;
  const elapsed = now.getTime() - at;
  if (!Number.isFinite(at) || elapsed < 0 || elapsed > VOUCHER_UNDO_MS)
    return { ok: false, message: MESSAGES.scan.undoExpired };
  return { ok: true };
}
