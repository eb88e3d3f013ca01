import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { drainSmsOutbox } from '../sms/sms-outbox-worker';
import { scheduleNow } from './send-booking-reminders';

/** Schedule of the SMS outbox worker; the local host also drains right after each commit that queued one. */
export const SMS_OUTBOX_SCHEDULE = 'every 1 minutes';

/**
 * Sends due SMS every minute (retries with backoff included). A run for a later time than the clock's (the local
 * host's `/__jobs/processSmsOutbox?at=`, how a journey reaches the hour a deferred campaign SMS may leave) sends
 * as at that time; Cloud Scheduler's runs are never ahead of the clock, so they send on the clock.
 */
export const processSmsOutbox = onSchedule(
  { schedule: SMS_OUTBOX_SCHEDULE, timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async (event) => {
    const at = scheduleNow(event.scheduleTime);
    const report = await drainSmsOutbox(undefined, at > runtime().now() ? at : undefined);
    if (report.sent + report.retry + report.failed + report.stopped > 0)
      logger.info('SMS outbox drained', report);
  },
);
