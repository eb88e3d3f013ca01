import type { DocData, DocStore } from '@app/data';
import { restaurantIdsOf } from '../customers/customer-access';
import { customerPath } from '../customers/customer-session';
import { eraseCustomer } from '../customers/erase-customer';
import { VIEWS_COLLECTION } from '../../lib/customer-views';
import { OUTBOX_COLLECTION } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { planCampaignProgress } from '../../mail/campaign-progress';
import { emptiedMailFields } from '../../mail/delivery-checks';
import { SMS_OUTBOX_COLLECTION, SMS_THREADS_COLLECTION } from '../../sms/sms-outbox';
import type { OutboxDoc } from '../../mail/mail-types';

/**
 * Server-only record of each deleted establishment (`deletedRestaurants/{id}`), written in the deleting
 * transaction with `peopleErased: false` and set true once {@link eraseVenuePeople} went through: a run cut short
 * (a crash, a timeout) is finished by the nightly retention job.
 */
export const DELETED_RESTAURANTS = 'deletedRestaurants';
const PAGE = 100;
/** The subject left on a mail of a deleted establishment that never left. */
export const WITHDRAWN_SUBJECT = 'E-mail d’un établissement supprimé';

export interface VenueErasure {
  views: number;
  customersErased: number;
  mailsWithdrawn: number;
  /** SMS not sent yet (reminders, campaign SMS) withdrawn, their number and text emptied. */
  smsWithdrawn: number;
  /** Reply threads of the venue's numbers: a « 1 » no longer reaches a deleted venue's booking. */
  smsThreads: number;
  waitlist: number;
}

/**
 * Documents of `collection` matching `where`, page after page (each read bounded): `each` must make its document
 * match no more (delete it, change its status), so that the next page read from the start finds the rest.
 */
async function forEachPage(
  store: DocStore,
  spec: { collection: string; where: { field: string; op: '=='; value: string }[] },
  each: (doc: { path: string; id: string; data: DocData }) => Promise<void>,
): Promise<number> {
  let count = 0;
  for (;;) {
    const page = await store.query({ ...spec, limit: PAGE });
    for (const doc of page.docs) await each({ path: doc.path, id: doc.id, data: doc.data ?? {} });
    count += page.docs.length;
    if (page.docs.length < PAGE) return count;
  }
}

/**
 * What a deleted establishment knew of people goes with it (issue 49, ARCHITECTURE §9): every view it held (the
 * guest file, allergies and notes, the consents and their proofs) is deleted and the venue leaves each customer's
 * record; a customer no venue knows any more and who has no account of their own is erased as a deletion would
 * (eraseCustomer); its mails and SMS not sent yet (scheduled campaigns, reminders) are withdrawn and emptied, the
 * campaign told; its SMS reply threads and its waitlist entries are deleted. Bookings, reviews and vouchers stay as the
 * group's history, as before. Bounded pages; running it again changes nothing more.
 */
export async function eraseVenuePeople(restaurantId: string, now: Date): Promise<VenueErasure> {
  const { store } = runtime();
  const nowIso = now.toISOString();
  const report: VenueErasure = {
    views: 0,
    customersErased: 0,
    mailsWithdrawn: 0,
    smsWithdrawn: 0,
    smsThreads: 0,
    waitlist: 0,
  };
  const byVenue = [{ field: 'restaurantId', op: '==' as const, value: restaurantId }];

  report.views = await forEachPage(store, { collection: VIEWS_COLLECTION, where: byVenue }, async (view) => {
    const customerId = typeof view.data.customerId === 'string' ? view.data.customerId : '';
    const orphan = await transact(async (tx) => {
      const customer = customerId ? await tx.get(customerPath(customerId)) : undefined;
      tx.delete(view.path);
      if (!customer?.data) return false;
      const venues = restaurantIdsOf(customer.data).filter((id) => id !== restaurantId);
      const stats = { ...((customer.data.restaurantStats as DocData | undefined) ?? {}) };
      delete stats[restaurantId];
      tx.update(customer.path, { restaurantIds: venues, restaurantStats: stats, updatedAt: nowIso });
      return venues.length === 0 && customer.data.hasPassword !== true;
    });
    if (!orphan) return;
    const { erased } = await eraseCustomer(customerId, {
      now,
      phones: [view.data.phone],
      check: (record) => restaurantIdsOf(record).length === 0 && record.hasPassword !== true,
    });
    if (erased) report.customersErased += 1;
  });

  const pending = [...byVenue, { field: 'status', op: '==' as const, value: 'pending' }];
  report.mailsWithdrawn = await forEachPage(
    store,
    { collection: OUTBOX_COLLECTION, where: pending },
    async (doc) => {
      await transact(async (tx) => {
        const mail = (await tx.get<OutboxDoc>(doc.path)).data;
        if (mail?.status !== 'pending') return;
        const commitCampaign = mail.campaignId
          ? await planCampaignProgress(tx, mail.campaignId, 'withdrawn', nowIso)
          : undefined;
        tx.update(doc.path, {
          // A subject may name its recipient (« Bonjour Zoé »): the mail keeps a neutral one.
          ...emptiedMailFields(mail, (!mail.campaignId && mail.logSubject) || WITHDRAWN_SUBJECT),
          to: '',
          recipientName: '',
          customerId: '',
          status: 'cancelled',
          cancelledAt: nowIso,
          withdrawnReason: 'venue-deleted',
        });
        commitCampaign?.();
      });
    },
  );

  report.smsWithdrawn = await forEachPage(
    store,
    { collection: SMS_OUTBOX_COLLECTION, where: pending },
    async (doc) => {
      await transact(async (tx) => {
        const sms = (await tx.get<{ status?: string }>(doc.path)).data;
        if (sms?.status !== 'pending') return;
        tx.update(doc.path, {
          status: 'cancelled',
          error: 'venue-deleted',
          to: '',
          text: '',
          cancelledAt: nowIso,
        });
      });
    },
  );
  report.smsThreads = await forEachPage(
    store,
    { collection: SMS_THREADS_COLLECTION, where: byVenue },
    (doc) => store.delete(doc.path),
  );

  // Places in the line of a venue that no longer exists: nobody will offer them a table.
  report.waitlist = await forEachPage(store, { collection: 'waitlist', where: byVenue }, async (doc) => {
    await store.delete(doc.path);
  });
  return report;
}

/**
 * Erases the people of a deleted establishment and marks its `deletedRestaurants` record done; the retention job
 * calls it for every record still marked `peopleErased: false`.
 */
export async function finishVenueErasure(restaurantId: string, now: Date): Promise<VenueErasure> {
  const report = await eraseVenuePeople(restaurantId, now);
  await runtime().store.set(
    `${DELETED_RESTAURANTS}/${restaurantId}`,
    { restaurantId, peopleErased: true, peopleErasedAt: now.toISOString(), ...report },
    { merge: true },
  );
  return report;
}

/** The deleted establishments whose people are not all erased yet (a run cut short), a bounded page. */
export async function unfinishedVenueErasures(): Promise<string[]> {
  const page = await runtime().store.query({
    collection: DELETED_RESTAURANTS,
    where: [{ field: 'peopleErased', op: '==', value: false }],
    limit: 20,
  });
  return page.docs.map((doc) => doc.id);
}
