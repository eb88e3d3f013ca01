import type { DocData, DocSnapshot, DocStore } from '@app/data';
import { computeTraceCutoffs } from '@app/domain';
import { finishVenueErasure, unfinishedVenueErasures } from '../callables/settings/erase-venue-people';
import { OUTBOX_COLLECTION } from '../lib/outbox';
import { SMS_LINKS_COLLECTION } from '../sms/sms-short-links';
import { SMS_INBOUND_COLLECTION, SMS_OUTBOX_COLLECTION, SMS_THREADS_COLLECTION } from '../sms/sms-outbox';
import { runtime } from '../lib/runtime';

/** Documents read per page, and at most per collection and run (the next night goes on). */
const PAGE = 200;
const MAX_PER_RUN = 5000;

export interface TraceRetentionReport {
  emailLogs: number;
  outbox: number;
  tracking: number;
  waitlist: number;
  rateLimits: number;
  /** SMS no longer waiting, reply threads and handled answers after 13 months; short links once expired. */
  sms: number;
  /** The embedded host's SMS sink (`.data/sms`) and mailbox (`.data/mail`): 13 months after they received them. */
  smsSink: number;
  mailSink: number;
  venues: number;
}

/**
 * Every document of `collection` whose `field` is before `cutoff`, read in `field` order page after page (a cursor,
 * each read bounded); `drop` says which of a page go, and they are deleted in one batch. Returns how many went.
 */
async function dropBefore(
  store: DocStore,
  collection: string,
  field: string,
  cutoff: string,
  drop: (docs: DocSnapshot[]) => Promise<DocSnapshot[]> | DocSnapshot[] = (docs) => docs,
): Promise<number> {
  let dropped = 0;
  let read = 0;
  let after: unknown[] | undefined;
  while (read < MAX_PER_RUN) {
    const page = await store.query({
      collection,
      where: [{ field, op: '<', value: cutoff }],
      orderBy: [{ field, direction: 'asc' }],
      limit: PAGE,
      ...(after ? { startAfter: after } : {}),
    });
    if (page.docs.length === 0) break;
    read += page.docs.length;
    const gone = await drop(page.docs);
    if (gone.length > 0) {
      const batch = store.batch();
      for (const doc of gone) batch.delete(doc.path);
      await batch.commit();
      dropped += gone.length;
    }
    if (page.docs.length < PAGE) break;
    after = [page.docs.at(-1)?.data?.[field]];
  }
  return dropped;
}

/** The logs of this page whose recipient has no customer record (a customer's go with the customer). */
async function logsOfNonCustomers(store: DocStore, logs: DocSnapshot[]): Promise<DocSnapshot[]> {
  const email = (log: DocSnapshot) => String((log.data as DocData | undefined)?.recipientEmail ?? '');
  const named = [...new Set(logs.map(email).filter((address) => address.includes('@')))];
  const records = await store.getAll(named.map((address) => `customers/${address.toLowerCase()}`));
  const customers = new Set(named.filter((_address, i) => records[i]?.exists));
  return logs.filter((log) => !customers.has(email(log)));
}

/**
 * The traces the retention keeps for a stated time only (TRACE_RETENTION, the README's « Retention »): e-mail logs
 * of people who are no customer and outbox entries no longer waiting, 13 months after they were sent or queued;
 * campaign opens and clicks after 13 months; waitlist entries 30 days after their day; rate-limit windows 2 days
 * after their last call; SMS (the number and its text) no longer waiting, their reply threads and handled answers
 * 13 months after, short links once expired, the embedded host's SMS sink and mailbox likewise (the « STOP » list is kept: it must hold for ever). It also finishes the erasure of a deleted establishment's people cut short
 * (deletedRestaurants). Bounded per run; a second run finds nothing more.
 */
export async function retainTraces(now: Date): Promise<TraceRetentionReport> {
  const { store } = runtime();
  const cutoffs = computeTraceCutoffs({ now });
  const venues = await unfinishedVenueErasures();
  for (const restaurantId of venues) await finishVenueErasure(restaurantId, now);
  return {
    venues: venues.length,
    emailLogs: await dropBefore(store, 'email_logs', 'sentAt', cutoffs.mails, (logs) =>
      logsOfNonCustomers(store, logs),
    ),
    outbox: await dropBefore(store, OUTBOX_COLLECTION, 'createdAt', cutoffs.mails, (mails) =>
      mails.filter((mail) => mail.data?.status !== 'pending' && mail.data?.status !== 'sending'),
    ),
    tracking: await dropBefore(store, 'campaign_tracking', 'timestamp', cutoffs.mails),
    waitlist: await dropBefore(store, 'waitlist', 'date', cutoffs.waitlistDate),
    rateLimits: await dropBefore(store, 'rateLimits', 'updatedAt', cutoffs.rateLimits),
    sms:
      (await dropBefore(store, SMS_OUTBOX_COLLECTION, 'createdAt', cutoffs.mails, (messages) =>
        messages.filter((sms) => sms.data?.status !== 'pending' && sms.data?.status !== 'sending'),
      )) +
      (await dropBefore(store, SMS_THREADS_COLLECTION, 'at', cutoffs.mails)) +
      (await dropBefore(store, SMS_INBOUND_COLLECTION, 'receivedAt', cutoffs.mails)) +
      (await dropBefore(store, SMS_LINKS_COLLECTION, 'expiresAt', now.toISOString())),
    smsSink: (await runtime().sms?.forgetBefore?.(cutoffs.mails)) ?? 0,
    mailSink: (await runtime().mailSink?.forgetBefore(cutoffs.mails)) ?? 0,
  };
}
