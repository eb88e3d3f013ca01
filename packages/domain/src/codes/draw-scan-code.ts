import type { ScanCodeKind } from './parse-scan-code';

/** The fixed start of each kind of code (customer-flows §5): the prefix and the spec's first digit. */
export const SCAN_CODE_PREFIXES: Readonly<Record<ScanCodeKind, string>> = {
  reward: 'REWARD:3',
  loyalty: 'LOYALTY:2',
};

/** Digits drawn after the fixed start: 8 for a voucher (9 in all), 7 for a loyalty card (8 in all). */
export const SCAN_CODE_DRAWN_DIGITS: Readonly<Record<ScanCodeKind, number>> = { reward: 8, loyalty: 7 };

/**
 * Draws a voucher (`REWARD:3` + 8 digits) or loyalty-card (`LOYALTY:2` + 7 digits) code from a source of
 * digits (ARCHITECTURE §8 "Codes are random and stored"). Nothing of the customer, voucher or points goes into
 * the code: the server feeds a cryptographic source (`crypto.randomInt(10)`), stores the code and finds what it
 * stands for by lookup; uniqueness is checked by the store, which redraws a code already taken.
 * Throws a RangeError when the source gives anything but an integer from 0 to 9.
 * @example drawScanCode({ kind: 'reward', drawDigit: () => 7 }) // 'REWARD:377777777'
 */
export function drawScanCode({ kind, drawDigit }: { kind: ScanCodeKind; drawDigit: () => number }): string {
  let digits = '';
  for (let i = 0; i < SCAN_CODE_DRAWN_DIGITS[kind]; i += 1) {
    const digit = drawDigit();
    if (!Number.isInteger(digit) || digit < 0 || digit > 9)
      throw new RangeError(`drawDigit must give an integer from 0 to 9, not ${String(digit)}`);
    digits += String(digit);
  }
  return `${SCAN_CODE_PREFIXES[kind]}${digits}`;
}
