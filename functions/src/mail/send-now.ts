import { HttpsError } from 'firebase-functions/v2/https';
import { OUTBOX_COLLECTION } from '../lib/outbox';
import { runtime } from '../lib/runtime';
import type { OutboxDoc } from './mail-types';
import { deliverMail } from './outbox-worker';

const WAIT_STEP_MS = 200;
const WAIT_MAX_MS = 30_000;

/**
 * For mails whose failure the user must see (login code, gift congratulations, invitation): call after the
 * transaction that queued the mail committed. Sends it now, or waits for the worker that already took it,
 * and throws `HttpsError('unavailable', failureMessage)` when it could not be sent
 * (e.g. 'Erreur lors de l'envoi du code').
 */
export async function sendQueuedMailNow(id: string, failureMessage: string): Promise<void> {
  const outcome = await deliverMail(id, { retry: false });
  if (outcome === 'sent' || outcome === 'unconfirmed') return;
  if (outcome === 'skipped') {
    // Another worker holds it, or it was already sent: wait for its final state (at most WAIT_MAX_MS of real
    // time, measured on the monotonic clock).
    const started = performance.now();
    while (performance.now() - started < WAIT_MAX_MS) {
      const snap = await runtime().store.get<OutboxDoc>(`${OUTBOX_COLLECTION}/${id}`);
      const status = snap.data?.status;
      if (status === 'sent') return;
      if (status === 'failed' || status === 'cancelled' || !snap.exists) break;
      if (status === 'pending') {
        const retried = await deliverMail(id, { retry: false });
        if (retried === 'sent' || retried === 'unconfirmed') return;
        if (retried === 'failed') break;
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }
  throw new HttpsError('unavailable', failureMessage);
}
