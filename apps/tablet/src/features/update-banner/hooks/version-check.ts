/** How often a kiosk left open asks for the deployed version (customer-flows §9: every 30 s). */
export const VERSION_POLL_MS = 30_000;

/** The deployed version.json, never from a cache (`ts` defeats intermediaries that ignore no-store). */
export function versionUrl(now: number): string {
  return `/version.json?ts=${now}`;
}

/** The version a version.json body announces, or null when it is not one (e.g. the dev server's index page). */
export function readVersion(body: unknown): string | null {
  const version = (body as { version?: unknown } | null)?.version;
  return typeof version === 'string' && version.trim() !== '' ? version.trim() : null;
}

/** Fetches the deployed version; null when none is published (dev server, 404). Network errors are thrown. */
export async function fetchDeployedVersion(
  fetchImpl: typeof fetch = fetch,
  now: number = Date.now(),
): Promise<string | null> {
  const response = await fetchImpl(versionUrl(now), { cache: 'no-store' });
  if (!response.ok) return null;
  return readVersion(await response.json().catch(() => null));
}

/**
 * Whether to offer the update: the deployed version differs from the one running, and is not the one the staff
 * put off with « Plus tard » (a later, different version is offered again).
 */
export function shouldOfferUpdate({
  current,
  deployed,
  dismissed,
}: {
  current: string;
  deployed: string | null | undefined;
  dismissed: string | null;
}): boolean {
  return typeof deployed === 'string' && deployed !== current && deployed !== dismissed;
}
