import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { readEnv } from '../config/env';
import { drainWebhookOutbox } from '../webhooks/webhook-outbox-worker';

/** Schedule of the webhook worker; the local host also drains right after each commit that queued an event. */
export const WEBHOOK_OUTBOX_SCHEDULE = 'every 1 minutes';

/** Fans out new events and sends due deliveries every minute (retries with backoff included, issue 52). */
export const processWebhookOutbox = onSchedule(
  { schedule: WEBHOOK_OUTBOX_SCHEDULE, timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async () => {
    const report = await drainWebhookOutbox();
    if (report.events + report.delivered + report.retry + report.failed > 0)
      logger.info('webhook outbox drained', report);
  },
);
