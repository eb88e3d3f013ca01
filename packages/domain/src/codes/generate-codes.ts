/**
 * Six-digit hash of a text (31-multiplier string hash kept in 32 bits), stable across runtimes.
 * Not a security measure, and not for live codes: see {@link generateRewardCode}.
 */
export function hashToSixDigits({ text }: { text: string }): string {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return String(hash % 1_000_000).padStart(6, '0');
}

/**
 * A fixed voucher code for demo data only (the seed's vouchers, so that the demo is the same on every run):
 * 'REWARD:' + '3' + 6-digit hash of `seed` + the value on 2 digits (capped at 99). Such a code can be derived
 * from the voucher id, so the server never uses it: live codes are drawn at random with `drawScanCode` and
 * stored in `scanCodes` (ARCHITECTURE §8).
 */
export function generateRewardCode({ seed, value }: { seed: string; value: number }): string {
  const capped = Math.min(99, Math.max(0, Math.floor(Number.isFinite(value) ? value : 0)));
  return `REWARD:3${hashToSixDigits({ text: seed })}${String(capped).padStart(2, '0')}`;
}
