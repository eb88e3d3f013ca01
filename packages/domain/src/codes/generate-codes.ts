/**
 * Six-digit hash of a text (31-multiplier string hash kept in 32 bits), stable across runtimes so that the
 * same customer always gets the same card code. Not a security measure: codes are checked on the server.
 */
export function hashToSixDigits({ text }: { text: string }): string {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return String(hash % 1_000_000).padStart(6, '0');
}

/**
 * Loyalty card code: 'LOYALTY:' + '2' + 6-digit hash of the customer id + one digit for the points
 * (hundreds of points, capped at 9), 8 digits in all.
 * @example generateLoyaltyCode({ customerId: 'jean@x.fr', points: 250 }) // 'LOYALTY:2xxxxxx2'
 */
export function generateLoyaltyCode({ customerId, points }: { customerId: string; points: number }): string {
  const pointsDigit = Math.min(9, Math.max(0, Math.floor((Number.isFinite(points) ? points : 0) / 100)));
  return `LOYALTY:2${hashToSixDigits({ text: customerId })}${pointsDigit}`;
}

/**
 * Reward voucher code: 'REWARD:' + '3' + 6-digit hash of `seed` (voucher id or customer and time)
 * + the voucher value on 2 digits, capped at 99, 9 digits in all.
 */
export function generateRewardCode({ seed, value }: { seed: string; value: number }): string {
  const capped = Math.min(99, Math.max(0, Math.floor(Number.isFinite(value) ? value : 0)));
  return `REWARD:3${hashToSixDigits({ text: seed })}${String(capped).padStart(2, '0')}`;
}

/** Points suggested by a loyalty code's last digit (the scan page's fallback: digit × 100). */
export function pointsHintFromLoyaltyCode({ digits }: { digits: string }): number {
  return Number(digits.slice(-1)) * 100;
}

/** Voucher value carried by a reward code's last two digits. */
export function valueFromRewardCode({ digits }: { digits: string }): number {
  return Number(digits.slice(-2));
}
