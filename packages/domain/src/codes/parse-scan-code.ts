/** Kinds of code staff scan: a customer's loyalty card or a reward voucher. */
export type ScanCodeKind = 'loyalty' | 'reward';

/**
 * Hint shown with 'Code invalide': the digits people read under the QR code, never the codes' internal prefixes
 * (`REWARD:`, `LOYALTY:`), which only the QR codes carry.
 */
export const SCAN_CODE_FORMAT_HINT =
  'Saisissez les 9 chiffres du bon (ex. 335 478 293) ou les 8 chiffres de la carte de fidélité.';

/** A read scan code, or the French message ('Veuillez saisir un code', 'Code invalide' with its hint). */
export type ParsedScanCode =
  | { ok: true; kind: ScanCodeKind; code: string; digits: string }
  | { ok: false; message: 'Veuillez saisir un code' | 'Code invalide'; hint?: string };

const LOYALTY_CODE = /^(?:LOYALTY:)?(2\d{7})$/;
const REWARD_CODE = /^(?:REWARD:)?(3\d{8})$/;
/** What people put between digit groups when they copy a code: spaces, dots, dashes. */
const SEPARATORS = /[\s.\-–]/g;

/**
 * Reads a scanned or typed code (customer-flows §scan): upper-cased and without spaces, dots or dashes, then the
 * voucher's 9 digits starting with 3 or the card's 8 digits starting with 2, typed alone as they are printed
 * (« 335 478 293 ») or with the prefix the QR codes carry (`REWARD:`, `LOYALTY:`). `code` is the stored form.
 * @example parseScanCode({ input: ' 312 345 607 ' }) // { ok: true, kind: 'reward', code: 'REWARD:312345607', digits: '312345607' }
 */
export function parseScanCode({ input }: { input: string }): ParsedScanCode {
  const compact = input.toUpperCase().replace(SEPARATORS, '');
  if (compact === '') return { ok: false, message: 'Veuillez saisir un code' };
  const loyalty = LOYALTY_CODE.exec(compact);
  if (loyalty?.[1]) return { ok: true, kind: 'loyalty', code: `LOYALTY:${loyalty[1]}`, digits: loyalty[1] };
  const reward = REWARD_CODE.exec(compact);
  if (reward?.[1]) return { ok: true, kind: 'reward', code: `REWARD:${reward[1]}`, digits: reward[1] };
  return { ok: false, message: 'Code invalide', hint: SCAN_CODE_FORMAT_HINT };
}
