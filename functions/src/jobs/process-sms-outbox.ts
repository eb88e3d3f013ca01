import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { readEnv } from '../config/env';
import { drainSmsOutbox } from '../sms/sms-outbox-worker';

/** Schedule of the SMS outbox worker; the local host also drains right after each commit that queued one. */
export const SMS_OUTBOX_SCHEDULE = 'every 1 minutes';

/** Sends due SMS every minute (retries with backoff included). */
export const processSmsOutbox = onSchedule(
  { schedule: SMS_OUTBOX_SCHEDULE, timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async () => {
    const report = await drainSmsOutbox();
    if (report.sent + report.retry + report.failed + report.stopped > 0)
      logger.info('SMS outbox drained', report);
  },
);
