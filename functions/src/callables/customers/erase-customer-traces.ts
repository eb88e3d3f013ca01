import type { DocData, DocStore } from '@app/data';
import { DINER_RESERVATIONS_COLLECTION } from '@app/domain';
import { OUTBOX_COLLECTION } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';
import { planCampaignProgress } from '../../mail/campaign-progress';
import { emptiedMailFields } from '../../mail/delivery-checks';
import type { OutboxDoc } from '../../mail/mail-types';
import { erasedIds, historyWithoutAddress, type ErasedIds } from './erased-ids';
import { moveVoucherDocuments } from './erase-voucher-ids';
import { eraseSmsTraces } from './erase-sms-traces';
import { eraseWebhookTraces } from '../../webhooks/webhook-subjects';
import {
  CUSTOMER_DOCUMENT_KINDS,
  findCustomerDocuments,
  type CustomerDocumentKind,
} from './customer-documents';

/** What a deleted customer's name becomes where the restaurant keeps the fact (a booking, a voucher, a review). */
export const ERASED_NAME = 'Client supprimé';
/** The subject left on a mail or log of a deleted customer whose subject named them (a campaign's). */
export const ERASED_SUBJECT = 'E-mail d’un client supprimé';

const BATCH_SIZE = 400;
/** Mails, logs and events read per query: erasure goes on page after page, each read bounded. */
const PAGE = 200;

type Change = { path: string; data?: Record<string, unknown> };

/**
 * Every document of `collection` where `field == value`, page by page (each read bounded), the change
 * `changeOf` makes to each one written in batches. Anonymised documents no longer match, so each page is read
 * from the start again until none is left.
 */
async function anonymiseWhere(
  store: DocStore,
  collection: string,
  field: string,
  value: string,
  changeOf: (data: DocData) => Record<string, unknown>,
  ids?: ErasedIds,
): Promise<number> {
  let count = 0;
  for (;;) {
    const page = await store.query({ collection, where: [{ field, op: '==', value }], limit: PAGE });
    if (page.docs.length === 0) return count;
    const batch = store.batch();
    for (const doc of page.docs) {
      const change = changeOf(doc.data ?? {});
      // An e-mail log's id is its mail's: one whose id names the address (in clear or as a digest) moves.
      const hidden = ids ? ids.of(doc.id) : doc.id;
      if (hidden !== doc.id) {
        batch.set(`${collection}/${hidden}`, { ...doc.data, ...change, id: hidden, trackingId: hidden });
        batch.delete(doc.path);
      } else batch.update(doc.path, change);
    }
    await batch.commit();
    count += page.docs.length;
    if (page.docs.length < PAGE) return count;
  }
}

/**
 * The customer's mails in the outbox: a mail not sent yet is withdrawn (its campaign told), every one is emptied
 * of its body, headers and address. Each in a transaction, so a worker taking it at the same time either sends it
 * first (then it is emptied here) or finds it withdrawn.
 */
async function eraseOutbox(store: DocStore, email: string, nowIso: string, ids: ErasedIds): Promise<number> {
  let count = 0;
  for (;;) {
    const page = await store.query({
      collection: OUTBOX_COLLECTION,
      where: [{ field: 'to', op: '==', value: email }],
      limit: PAGE,
    });
    if (page.docs.length === 0) return count;
    for (const doc of page.docs) {
      await store.runTransaction(async (tx) => {
        const snap = await tx.get<OutboxDoc>(doc.path);
        const mail = snap.data;
        if (!mail) return;
        const pending = mail.status === 'pending';
        const commitCampaign =
          pending && mail.campaignId
            ? await planCampaignProgress(tx, mail.campaignId, 'withdrawn', nowIso)
            : undefined;
        const patch = {
          ...emptiedMailFields(mail, mail.campaignId ? ERASED_SUBJECT : (mail.logSubject ?? mail.subject)),
          to: '',
          recipientName: '',
          customerId: '',
          ...(pending ? { status: 'cancelled', cancelledAt: nowIso, withdrawnReason: 'erased' } : {}),
        };
        // A mail's id names its address (a digest, or in clear before ids hid addresses): it moves.
        const hidden = ids.of(doc.id);
        if (hidden !== doc.id) {
          const { attachments: _a, headers: _h, ...kept } = mail;
          const values = Object.fromEntries(
            Object.entries(patch).filter(([key]) => key !== 'attachments' && key !== 'headers'),
          );
          tx.set(`${OUTBOX_COLLECTION}/${hidden}`, { ...kept, ...values, id: hidden, trackingId: hidden });
          tx.delete(doc.path);
        } else tx.update(doc.path, patch);
        commitCampaign?.();
      });
      count += 1;
    }
    if (page.docs.length < PAGE) return count;
  }
}

/**
 * The customer's copies of their reservations (`customerReservations`): the commits that anonymise the
 * reservations above delete them already; any left (a copy whose reservation is gone) goes here, page by page.
 */
async function deleteDinerCopies(store: DocStore, email: string): Promise<number> {
  let count = 0;
  for (;;) {
    const page = await store.query({
      collection: DINER_RESERVATIONS_COLLECTION,
      where: [{ field: 'customerEmail', op: '==', value: email }],
      limit: PAGE,
    });
    if (page.docs.length === 0) return count;
    const batch = store.batch();
    for (const doc of page.docs) batch.delete(doc.path);
    await batch.commit();
    count += page.docs.length;
    if (page.docs.length < PAGE) return count;
  }
}

/**
 * RGPD erasure (administration §2 « supprimer », ARCHITECTURE §9): after the record, its views and secrets are
 * gone, every document that still names the customer is anonymised (reservations active and archived, vouchers,
 * reviews, the waitlist, the e-mail logs and the campaign opens and clicks), emptied and withdrawn (the outbox:
 * pending mails never leave) or removed (loyalty ledger, points records, the loyalty-card code, the diner's copies
 * of their reservations). The documents are
 * those customer-documents.ts attributes to the customer: by e-mail, or for a customer known by name and phone only
 * by the bookings' name and phone. A reservation left without name, e-mail or phone keys no customer any more, so
 * no later status change or job can make the record again. Runs in bounded pages outside the deleting
 * transaction; running it twice changes nothing more.
 */
export async function eraseCustomerTraces(
  store: DocStore,
  customerId: string,
  email: string,
  now: Date,
  /** The numbers their record and the venues' views held, read before they were deleted. */
  knownPhones: readonly unknown[] = [],
): Promise<number> {
  const anonymousBooking = {
    customerName: ERASED_NAME,
    customerFirstName: '',
    customerLastName: '',
    customerEmail: '',
    customerPhone: '',
    specialRequests: '',
    searchTokens: [],
  };
  const anonymousVoucher = { customerName: ERASED_NAME, customerEmail: '', customerId: '' };
  const changeOf: Record<CustomerDocumentKind, Record<string, unknown> | undefined> = {
    reservations: anonymousBooking,
    archivedReservations: anonymousBooking,
    rewards: anonymousVoucher,
    rewardUsages: anonymousVoucher,
    reviews: { ...anonymousVoucher, searchTokens: [] },
    loyaltyLedger: undefined,
    loyaltyPoints: undefined,
    scanCodes: undefined,
  };
  // A customer known by name and phone only is found through the bookings' name and phone (customer-documents).
  const { documents } = await findCustomerDocuments(store, { customerId, email });
  const ids = erasedIds(email);
  const changes: Change[] = [];
  for (const kind of CUSTOMER_DOCUMENT_KINDS) {
    const data = changeOf[kind];
    for (const doc of documents[kind]) {
      // The diner's own changes of a booking named them by e-mail before issue 49: written 'client' now.
      const history = data && historyWithoutAddress(doc.data?.statusHistory, email);
      if (data) changes.push({ path: doc.path, data: history ? { ...data, statusHistory: history } : data });
      else changes.push({ path: doc.path });
    }
  }
  for (let start = 0; start < changes.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const change of changes.slice(start, start + BATCH_SIZE)) {
      if (change.data) batch.update(change.path, change.data);
      else batch.delete(change.path);
    }
    await batch.commit();
  }
  let traces = changes.length;
  // Vouchers and their usages and audit keep the fact under an id that no longer holds the address.
  traces += await moveVoucherDocuments(store, [...documents.rewards, ...documents.rewardUsages], ids);
  // Text messages: by the keyed digest of every number they gave (bookings, record, views) and by their id.
  const bookings = [...documents.reservations, ...documents.archivedReservations];
  const phones = [...bookings.map((doc) => doc.data?.customerPhone), ...knownPhones].filter(
    (phone): phone is string => typeof phone === 'string' && phone !== '',
  );
  const reservationIds = new Set(bookings.map((doc) => doc.id));
  traces += await eraseSmsTraces(store, { phones, customerId, reservationIds }, now.toISOString());
  // Webhook events and deliveries that named them (issue 52), found by the keyed digests they carry.
  traces += await eraseWebhookTraces(store, { email, phones });
  if (email) {
    traces += await eraseOutbox(store, email, now.toISOString(), ids);
    // The local host's mailbox, when the mails went to its sink: those to them go too.
    traces += (await runtime().mailSink?.forget([email])) ?? 0;
    traces += await anonymiseWhere(
      store,
      'email_logs',
      'recipientEmail',
      email,
      (log) => ({
        recipientEmail: '',
        recipientName: ERASED_NAME,
        errorMessage: '',
        ...(log.campaignId ? { subject: ERASED_SUBJECT } : {}),
      }),
      ids,
    );
    traces += await anonymiseWhere(store, 'campaign_tracking', 'customerEmail', email, () => ({
      customerEmail: '',
      userAgent: '',
    }));
    traces += await deleteDinerCopies(store, email);
    // A place still waiting is given up: nobody is left to offer the table to.
    traces += await anonymiseWhere(store, 'waitlist', 'email', email, (entry) => ({
      firstName: ERASED_NAME,
      lastName: '',
      email: '',
      phone: '',
      ...(entry.status === 'WAITING' || entry.status === 'OFFERED'
        ? { status: 'CANCELLED', updatedAt: now.toISOString() }
        : {}),
    }));
  }
  return traces;
}
