import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { isSlotPast, toParisDateTime } from '@app/domain';
import { offerFreedCoversSafely } from '../callables/waitlist/offer-freed-covers';
import { WAITLIST, parseWaitlistEntry } from '../callables/waitlist/waitlist-store';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';

/** What a run changed. */
export interface WaitlistRunReport {
  expiredOffers: number;
  expiredWaiting: number;
  offered: number;
}

/** Bounded reads: the open offers of the whole deployment are few; so are the entries of past days. */
const BATCH = 500;

/**
 * The waitlist's clock, at `now`: an offer past its 30 minutes becomes EXPIRED and its covers go to the next
 * diner waiting (offerFreedCovers for that day); a WAITING entry whose slot has started becomes EXPIRED. Each
 * change re-reads its entry in a transaction, so a booking made through the offer at the last second wins.
 * `restaurantId` limits the run to one restaurant: the local host's journeys run the job at a moved time for their
 * own venue only (`/__jobs/processWaitlist?at=…&restaurantId=…`), never expiring another journey's offers.
 * Cloud Scheduler never passes it.
 */
export async function runWaitlistExpiry(now: Date, restaurantId?: string): Promise<WaitlistRunReport> {
  const { store } = runtime();
  const report: WaitlistRunReport = { expiredOffers: 0, expiredWaiting: 0, offered: 0 };
  const nowIso = now.toISOString();
  // Filtered after the read, not in the query: a scoped run is the local host's, and needs no index of its own.
  const inScope = (doc: { data: unknown }) =>
    !restaurantId || (doc.data as { restaurantId?: unknown } | undefined)?.restaurantId === restaurantId;
  const offered = await store.query({
    collection: WAITLIST,
    where: [
      { field: 'status', op: '==', value: 'OFFERED' },
      { field: 'offerExpiresAt', op: '<=', value: nowIso },
    ],
    limit: BATCH,
  });
  const freedDays = new Map<string, { restaurantId: string; date: string }>();
  for (const doc of offered.docs.filter(inScope)) {
    const expired = await expireIf(
      doc.id,
      nowIso,
      (e) => e.status === 'OFFERED' && (e.offerExpiresAt ?? '') <= nowIso,
    );
    if (!expired) continue;
    report.expiredOffers += 1;
    freedDays.set(`${expired.restaurantId}_${expired.date}`, expired);
  }
  const today = toParisDateTime({ at: now }).date;
  const waiting = await store.query({
    collection: WAITLIST,
    where: [
      { field: 'status', op: '==', value: 'WAITING' },
      { field: 'date', op: '<=', value: today },
    ],
    limit: BATCH,
  });
  for (const doc of waiting.docs.filter(inScope)) {
    const passed = (e: { status: string; date: string; time: string }) =>
      e.status === 'WAITING' && isSlotPast({ date: e.date, time: e.time, now });
    if (await expireIf(doc.id, nowIso, passed)) report.expiredWaiting += 1;
  }
  for (const { restaurantId, date } of freedDays.values()) {
    await offerFreedCoversSafely(restaurantId, date);
  }
  return report;
}

async function expireIf(
  entryId: string,
  nowIso: string,
  due: (entry: NonNullable<ReturnType<typeof parseWaitlistEntry>>) => boolean,
) {
  return transact(async (tx) => {
    const snap = await tx.get(`${WAITLIST}/${entryId}`);
    const entry = parseWaitlistEntry(entryId, snap.data);
    if (!entry || !due(entry)) return undefined;
    tx.update(`${WAITLIST}/${entryId}`, { status: 'EXPIRED', updatedAt: nowIso });
    return entry;
  });
}

/** Every 5 minutes, Paris time. */
export const PROCESS_WAITLIST_SCHEDULE = '*/5 * * * *';

export const processWaitlist = onSchedule(
  { schedule: PROCESS_WAITLIST_SCHEDULE, timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async (event) => {
    // The host's `POST /__jobs/processWaitlist?at=ISO` passes the moved clock as the schedule time.
    const scheduled = event?.scheduleTime ? new Date(event.scheduleTime) : undefined;
    const now = scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled : runtime().now();
    // The local host's scoped run (runWaitlistExpiry); absent from Cloud Scheduler's events.
    const scope = (event as { restaurantId?: unknown } | undefined)?.restaurantId;
    const report = await runWaitlistExpiry(now, typeof scope === 'string' ? scope : undefined);
    logger.info('waitlist processed', report);
  },
);
