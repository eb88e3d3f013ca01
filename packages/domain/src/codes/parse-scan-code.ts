/** Kinds of code staff scan: a customer's loyalty card or a reward voucher. */
export type ScanCodeKind = 'loyalty' | 'reward';

/** Format hint shown with 'Code invalide'. */
export const SCAN_CODE_FORMAT_HINT =
  'Formats acceptés : LOYALTY:2XXXXXXX (8 chiffres) ou REWARD:3XXXXXXXX (9 chiffres)';

/** A read scan code, or the French message ('Veuillez saisir un code', 'Code invalide' with its hint). */
export type ParsedScanCode =
  | { ok: true; kind: ScanCodeKind; code: string; digits: string }
  | { ok: false; message: 'Veuillez saisir un code' | 'Code invalide'; hint?: string };

const LOYALTY_CODE = /^LOYALTY:(2\d{7})$/;
const REWARD_CODE = /^REWARD:(3\d{8})$/;

/**
 * Reads a scanned or typed code (customer-flows §scan): trimmed and upper-cased, then LOYALTY: with exactly
 * 8 digits starting with 2, or REWARD: with exactly 9 digits starting with 3.
 * @example parseScanCode({ input: ' reward:312345607 ' }) // { ok: true, kind: 'reward', code: 'REWARD:312345607', digits: '312345607' }
 */
export function parseScanCode({ input }: { input: string }): ParsedScanCode {
  const code = input.trim().toUpperCase();
  if (code === '') return { ok: false, message: 'Veuillez saisir un code' };
  const loyalty = LOYALTY_CODE.exec(code);
  if (loyalty?.[1]) return { ok: true, kind: 'loyalty', code, digits: loyalty[1] };
  const reward = REWARD_CODE.exec(code);
  if (reward?.[1]) return { ok: true, kind: 'reward', code, digits: reward[1] };
  return { ok: false, message: 'Code invalide', hint: SCAN_CODE_FORMAT_HINT };
}
