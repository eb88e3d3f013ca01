/** A delivery is retried for this long after it was queued, then marked failed (issue 52). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** Delay after the 1st, 2nd, … failed attempt; the last one repeats: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h. */
export const WEBHOOK_BACKOFF_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];

/**
 * When a delivery that failed `attempts` times (1 after its first failure) is tried again, or null once that time
 * would fall past {@link WEBHOOK_RETRY_WINDOW_MS} from its queuing (`queuedAt`): the delivery is then failed.
 * With the delays above a receiver that stays down is tried 7 times over about 20 h 36 min.
 */
export function nextWebhookAttempt(options: { attempts: number; queuedAt: Date; now: Date }): Date | null {
  const { attempts, queuedAt, now } = options;
  const index = Math.min(Math.max(attempts, 1), WEBHOOK_BACKOFF_MS.length) - 1;
  const next = new Date(now.getTime() + WEBHOOK_BACKOFF_MS[index]!);
  return next.getTime() - queuedAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
}
