import { parseScanCode } from '@app/domain';

/**
 * A scan page's address with a code to check on arrival, by its digits (the QR code's prefix never shows, not
 * even in the address bar): `/app/scan-fidelity?code=21234567`.
 * @example pathWithCode('/app/validate-reward', 'REWARD:312345678') // '/app/validate-reward?code=312345678'
 */
export function pathWithCode(path: string, code: string): string {
  const parsed = parseScanCode({ input: code });
  return `${path}?${new URLSearchParams({ code: parsed.ok ? parsed.digits : code }).toString()}`;
}
