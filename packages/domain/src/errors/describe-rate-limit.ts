import { toParisDateTime } from '../availability/paris-time';

const MINUTE_MS = 60_000;
const START = 'Trop de tentatives.';

/**
 * What a caller refused by a rate limit reads: the limit, and when to try again when the server said
 * (`retryInMs` of the refusal's details): within the hour in minutes, later as the Paris time it reopens.
 * Never anything about the request itself (a slot refused this way is not full).
 * @example describeRateLimit({ retryInMs: 200_000, now }) // 'Trop de tentatives. Réessayez dans 4 minutes.'
 */
export function describeRateLimit({ retryInMs, now }: { retryInMs?: unknown; now: Date }): string {
  if (typeof retryInMs !== 'number' || !Number.isFinite(retryInMs) || retryInMs <= 0)
    return `${START} Réessayez dans quelques minutes.`;
  const minutes = Math.ceil(retryInMs / MINUTE_MS);
  if (minutes <= 60) return `${START} Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
  const today = toParisDateTime({ at: now }).date;
  // The instant it reopens, rounded up to the minute, so that the time shown is never too early.
  const at = Math.ceil((now.getTime() + retryInMs) / MINUTE_MS) * MINUTE_MS;
  const reopens = toParisDateTime({ at: new Date(at) });
  const day = reopens.date === today ? '' : 'demain ';
  return `${START} Réessayez ${day}à partir de ${reopens.time}.`;
}
