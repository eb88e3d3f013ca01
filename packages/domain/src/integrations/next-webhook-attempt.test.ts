import { describe, expect, it } from 'vitest';
import { nextWebhookAttempt, WEBHOOK_RETRY_WINDOW_MS } from './next-webhook-attempt';

const queuedAt = new Date('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(queuedAt.getTime() + ms);

describe('nextWebhookAttempt', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h, 12 h after each failure', () => {
    let now = queuedAt;
    const delays: number[] = [];
    for (let attempts = 1; ; attempts += 1) {
      const next = nextWebhookAttempt({ attempts, queuedAt, now });
      if (!next) break;
      delays.push((next.getTime() - now.getTime()) / 60_000);
      now = next;
    }
    expect(delays).toEqual([1, 5, 30, 120, 360, 720]);
    // Tried 7 times in all (the first and 6 retries), the last about 20 h 36 min after the queuing.
    expect((now.getTime() - queuedAt.getTime()) / 60_000).toBe(1236);
  });

  it('never schedules an attempt past 24 h from the queuing', () => {
    expect(
      nextWebhookAttempt({ attempts: 4, queuedAt, now: at(WEBHOOK_RETRY_WINDOW_MS - 60 * 60_000) }),
    ).toBeNull();
    expect(nextWebhookAttempt({ attempts: 1, queuedAt, now: at(WEBHOOK_RETRY_WINDOW_MS - 60_000) })).toEqual(
      at(WEBHOOK_RETRY_WINDOW_MS),
    );
    expect(nextWebhookAttempt({ attempts: 1, queuedAt, now: at(WEBHOOK_RETRY_WINDOW_MS) })).toBeNull();
  });

  it('keeps the longest delay past the table', () => {
    expect(nextWebhookAttempt({ attempts: 40, queuedAt, now: queuedAt })).toEqual(at(12 * 3_600_000));
  });
});
