import { MESSAGES } from '../errors';

/** Minimum delay between two tablet visits of a customer at a restaurant. */
export const VISIT_DELAY_MS = 5 * 60 * 60 * 1000;

/** Whether a tablet visit is allowed, or the time left and the 5-hour French message. */
export type VisitDelayCheck = { allowed: true } | { allowed: false; remainingMs: number; message: string };

/**
 * The tablet's 5-hour rule: a visit may be declared only 5 hours after the customer's last loyalty activity.
 * Otherwise returns 'Délai de 5h requis ! Prochaine visite possible dans {h}h {min}min (depuis votre dernière activité)'
 * with the remaining time rounded up to the minute. An unknown or unreadable last activity allows the
 * visit, as the spec lets the visit through when the check itself fails.
 */
export function checkVisitDelay({
  lastActivityAt,
  now,
}: {
  lastActivityAt: string | undefined;
  now: Date;
}): VisitDelayCheck {
  if (!lastActivityAt) return { allowed: true };
  const last = Date.parse(lastActivityAt);
  if (Number.isNaN(last)) return { allowed: true };
  const remainingMs = last + VISIT_DELAY_MS - now.getTime();
  if (remainingMs <= 0) return { allowed: true };
  const totalMinutes = Math.ceil(remainingMs / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return {
    allowed: false,
    remainingMs,
    message: MESSAGES.tablet.visitTooSoon(hours, minutes),
  };
}
