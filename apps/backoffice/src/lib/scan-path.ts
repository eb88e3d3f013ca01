/**
 * A scan page's address with a code to check on arrival: `/app/scan-fidelity?code=LOYALTY%3A21234567`.
 * @example pathWithCode('/app/validate-reward', 'REWARD:312345678') // '/app/validate-reward?code=REWARD%3A312345678'
 */
export function pathWithCode(path: string, code: string): string {
  return `${path}?${new URLSearchParams({ code }).toString()}`;
}
