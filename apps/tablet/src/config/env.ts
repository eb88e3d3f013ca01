/** The tablet's settings, read once from Vite's env (ARCHITECTURE §5, docs/contracts.md). */
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const config = {
  /** The diners' site, where the terms of use and the privacy notice live. */
  portalUrl: text(env.VITE_PORTAL_URL, 'http://127.0.0.1:5174').replace(/\/+$/, ''),
} as const;
