import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { readEnv } from '../config/env';
import { drainMailOutbox } from '../mail/outbox-worker';

/** Schedule of the outbox worker; the local host also drains right after each commit that queued mail. */
export const MAIL_OUTBOX_SCHEDULE = 'every 1 minutes';

/** Sends due mails every minute (retries with backoff included). */
export const processMailOutbox = onSchedule(
  { schedule: MAIL_OUTBOX_SCHEDULE, timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async () => {
    const report = await drainMailOutbox();
    if (report.sent + report.retried + report.failed > 0) logger.info('mail outbox drained', report);
  },
);
