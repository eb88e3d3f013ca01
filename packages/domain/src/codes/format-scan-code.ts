import { parseScanCode } from './parse-scan-code';

/**
 * A voucher or loyalty-card code as people read and type it: its digits in groups, without the internal prefix
 * the QR code carries. A voucher reads « 335 478 293 », a card « 2123 4567 »; anything unreadable as a code is
 * given back trimmed.
 * @example formatScanCode({ code: 'REWARD:335478293' }) // '335 478 293'
 */
export function formatScanCode({ code }: { code: string }): string {
  const parsed = parseScanCode({ input: code });
  if (!parsed.ok) return code.trim();
  const { digits } = parsed;
  return parsed.kind === 'reward'
    ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
    : `${digits.slice(0, 4)} ${digits.slice(4)}`;
}
