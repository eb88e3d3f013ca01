import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData, Transaction } from '@app/data';
import {
  CustomerRestaurantStatsSchema,
  MESSAGES,
  MergeCustomersInputSchema,
  mergeRestaurantStats,
  type CustomerMergePreview,
  type CustomerRestaurantStats,
  type MergeCustomersInput,
  type MergeCustomersResult,
  type MergeSide,
} from '@app/domain';
import { deleteCustomerAccounts } from '../../lib/customer-accounts';
import { assertRestaurantAccess, type StaffCaller } from '../../lib/caller';
import {
  customerViewPath,
  deleteCustomerViews,
  mergeViewContact,
  writeCustomerViews,
  type ViewContact,
} from '../../lib/customer-views';
import { defineCallable } from '../../lib/define-callable';
import { FRAMEWORK_MESSAGES } from '../../lib/messages';
import { transact } from '../../lib/transact';
import { findCustomerDocuments } from './customer-documents';
import { secretsPath } from './customer-secrets';
import { contactOfView, mergedConsents, mergedVenueFields } from './merge-venue-views';
import { customerPath, readCustomer } from './customer-session';
import { keyEmailOf, moveDocuments } from './move-customer-documents';

/**
 * Staff merge of two records of the same person (ARCHITECTURE §8: "No record is merged on a phone number alone:
 * duplicates are merged by staff from the customer profile"). `previewCustomerMerge` shows what the merge would
 * do, `mergeCustomers` does it; both run the same planning (every read, every check) inside a transaction, so the
 * preview refuses what the merge would refuse.
 */

/** Most documents a merge moves in its one transaction (a Firestore transaction writes at most 500). */
export const MERGE_MAX_DOCUMENTS = 300;

const CONTACT_FIELDS = ['firstName', 'lastName', 'name', 'phone', 'birthDate', 'postalCode'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isEmailId = (id: string) => id.includes('@');
const later = (a: unknown, b: unknown) => {
  const x = text(a);
  const y = text(b);
  return !x ? y : !y ? x : x > y ? x : y;
};
const earlier = (a: unknown, b: unknown) => {
  const x = text(a);
  const y = text(b);
  return !x ? y : !y ? x : x < y ? x : y;
};
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function restaurantIdsOf(record: DocData): string[] {
  return Array.isArray(record.restaurantIds)
    ? record.restaurantIds.filter((id): id is string => typeof id === 'string')
    : [];
}

function rawStatsOf(record: DocData): Record<string, unknown> {
  const stats = record.restaurantStats;
  return stats && typeof stats === 'object' ? (stats as Record<string, unknown>) : {};
}

/** One venue's figures of a record, defaults when absent or unreadable. */
function statsAt(record: DocData, restaurantId: string): CustomerRestaurantStats {
  const parsed = CustomerRestaurantStatsSchema.safeParse(rawStatsOf(record)[restaurantId] ?? {});
  return parsed.success ? parsed.data : CustomerRestaurantStatsSchema.parse({});
}

/**
 * One record as the venue sees it: the contact its own view holds (never the identity's, which may hold what
 * another venue was told, issue 49) and its figures there.
 */
function sideOf(
  customerId: string,
  record: DocData,
  restaurantId: string,
  view: DocData | undefined,
): MergeSide {
  const stats = statsAt(record, restaurantId);
  const count = Number(view?.restaurantCount);
  return {
    customerId,
    name: text(view?.name),
    email: text(view?.email) || keyEmailOf(customerId),
    phone: text(view?.phone),
    points: stats.points,
    totalReservations: stats.totalReservations,
    visits: stats.completed + stats.visitsDeclared,
    restaurantCount: Number.isInteger(count) && count > 0 ? count : restaurantIdsOf(record).length,
  };
}

/** The kept record once the duplicate is folded in (administration: figures added venue by venue). */
function mergedRecord(kept: DocData, duplicate: DocData, nowIso: string): DocData {
  const keptStats = rawStatsOf(kept);
  const restaurantStats: Record<string, unknown> = { ...keptStats };
  for (const [restaurantId, raw] of Object.entries(rawStatsOf(duplicate))) {
    restaurantStats[restaurantId] =
      keptStats[restaurantId] === undefined
        ? raw
        : mergeRestaurantStats({
            kept: statsAt(kept, restaurantId),
            duplicate: statsAt(duplicate, restaurantId),
          });
  }
  const restaurantIds = [...new Set([...restaurantIdsOf(kept), ...restaurantIdsOf(duplicate)])];
  const loyaltyPoints = Object.keys(restaurantStats).reduce((sum, restaurantId) => {
    const parsed = CustomerRestaurantStatsSchema.safeParse(restaurantStats[restaurantId]);
    return sum + (parsed.success ? parsed.data.points : 0);
  }, 0);
  const record: DocData = {
    ...kept,
    restaurantIds,
    restaurantStats,
    loyaltyPoints: round(loyaltyPoints, 1),
    totalReservations: Number(kept.totalReservations ?? 0) + Number(duplicate.totalReservations ?? 0),
    totalSpent: round(Number(kept.totalSpent ?? 0) + Number(duplicate.totalSpent ?? 0), 2),
    lastVisit: later(kept.lastVisit, duplicate.lastVisit) || null,
    updatedAt: nowIso,
  };
  const lastVisitDate = later(kept.lastVisitDate, duplicate.lastVisitDate);
  if (lastVisitDate) record.lastVisitDate = lastVisitDate;
  const createdAt = earlier(kept.createdAt, duplicate.createdAt);
  if (createdAt) record.createdAt = createdAt;
  for (const field of CONTACT_FIELDS)
    if (!text(kept[field]) && text(duplicate[field])) record[field] = duplicate[field];
  // The duplicate's loyalty card keeps working (its code now names the kept customer): the record shows it.
  if (!kept.loyaltyCode && duplicate.loyaltyCode) record.loyaltyCode = duplicate.loyaltyCode;
  return record;
}

interface MergePlan {
  preview: CustomerMergePreview;
  /** Makes the writes (after every read); returns the duplicate's id. */
  commit: () => void;
}

function notFound(): never {
  throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
}

/**
 * Every read and check of a merge, in the transaction (the order of the refusals is the contract's): the caller
 * works for the venue; two different records; both known at the venue (a customer of another venue is not
 * revealed); the duplicate known nowhere the caller does not reach; the kept record keeps the sign-in e-mail;
 * a bounded number of documents to move.
 */
async function planMerge(
  tx: Transaction,
  { restaurantId, keptId, duplicateId }: MergeCustomersInput,
  caller: StaffCaller,
  now: Date,
): Promise<MergePlan> {
  assertRestaurantAccess(caller, restaurantId);
  if (keptId === duplicateId) throw new HttpsError('invalid-argument', MESSAGES.customerFile.mergeSelf);
  const [kept, duplicate] = await Promise.all([readCustomer(tx, keptId), readCustomer(tx, duplicateId)]);
  if (!kept || !duplicate) notFound();
  if (!restaurantIdsOf(kept).includes(restaurantId) || !restaurantIdsOf(duplicate).includes(restaurantId))
    notFound();
  if (
    caller.role !== 'master_admin' &&
    restaurantIdsOf(duplicate).some((id) => !caller.restaurantIds.includes(id))
  )
    throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
  const duplicateHasEmail = isEmailId(duplicateId) || text(duplicate.email) !== '';
  if (!keyEmailOf(keptId) && duplicateHasEmail)
    throw new HttpsError('failed-precondition', MESSAGES.customerFile.mergeKeepEmail);
  const found = await findCustomerDocuments(
    tx,
    { customerId: duplicateId, email: keyEmailOf(duplicateId), phone: text(duplicate.phone) },
    { max: MERGE_MAX_DOCUMENTS },
  );
  if (found.tooMany) throw new HttpsError('failed-precondition', MESSAGES.customerFile.mergeTooLarge);
  const duplicateVenues = restaurantIdsOf(duplicate);
  const views = await Promise.all(
    duplicateVenues.map(async (venue) => {
      const [keptView, duplicateView] = await Promise.all([
        tx.get(customerViewPath(venue, keptId)),
        tx.get(customerViewPath(venue, duplicateId)),
      ]);
      return { venue, keptView: keptView.data, duplicateView: duplicateView.data };
    }),
  );

  const nowIso = now.toISOString();
  const record = mergedRecord(kept, duplicate, nowIso);
  const { documents } = found;
  const resultStats = statsAt(record, restaurantId);
  // What each venue will hold of the person: its kept view completed by its duplicate view, nothing else.
  const viewsAt = new Map(views.map((entry) => [entry.venue, entry]));
  const contactAt = (venue: string): ViewContact => {
    const entry = viewsAt.get(venue);
    const given = entry?.duplicateView ? contactOfView(entry.duplicateView) : undefined;
    return mergeViewContact(entry?.keptView, given, 'fill');
  };
  const here = viewsAt.get(restaurantId);
  const merged = contactAt(restaurantId);
  const preview: CustomerMergePreview = {
    kept: sideOf(keptId, kept, restaurantId, here?.keptView),
    duplicate: sideOf(duplicateId, duplicate, restaurantId, here?.duplicateView),
    result: {
      name: text(merged.name),
      email: text(merged.email) || keyEmailOf(keptId),
      phone: text(merged.phone),
      points: resultStats.points,
      totalReservations: resultStats.totalReservations,
      visits: resultStats.completed + resultStats.visitsDeclared,
      restaurantCount: restaurantIdsOf(record).length,
    },
    moves: {
      reservations: documents.reservations.length + documents.archivedReservations.length,
      vouchers: documents.rewards.length,
      reviews: documents.reviews.length,
      ledgerEntries: documents.loyaltyLedger.length,
    },
    removesSignIn: isEmailId(duplicateId),
  };

  const commit = () => {
    tx.set(customerPath(keptId), record);
    // Each venue keeps what it was given of either record: the kept view, completed by the duplicate's view at
    // the same venue (never by another venue's).
    writeCustomerViews(tx, {
      customerId: keptId,
      record,
      previous: kept,
      writes: views.map(({ venue, keptView, duplicateView }) => ({
        restaurantId: venue,
        existing: keptView ?? null,
        ...(duplicateView
          ? {
              given: contactOfView(duplicateView),
              mode: 'fill' as const,
              consents: mergedConsents(keptView, duplicateView),
              own: mergedVenueFields(keptView, duplicateView),
            }
          : {}),
      })),
      now,
    });
    tx.delete(customerPath(duplicateId));
    deleteCustomerViews(tx, duplicateId, duplicate);
    tx.delete(secretsPath(duplicateId));
    moveDocuments(tx, documents, keptId, record, contactAt);
  };
  return { preview, commit };
}

/** Shows what merging `duplicateId` into `keptId` would do at `restaurantId`; writes nothing. */
export const previewCustomerMerge = defineCallable({
  name: 'previewCustomerMerge',
  input: MergeCustomersInputSchema,
  auth: 'staff',
  handler: async (input, { caller, now }): Promise<CustomerMergePreview> =>
    transact(async (tx) => (await planMerge(tx, input, caller, now)).preview),
});

/**
 * Folds `duplicateId` into `keptId` in one transaction: figures added venue by venue, views rewritten (notes
 * joined, consents kept), the duplicate's bookings, vouchers, reviews and ledger moved, its record, views and
 * secrets deleted; then its sign-in account, when it is known by an e-mail.
 */
export const mergeCustomers = defineCallable({
  name: 'mergeCustomers',
  input: MergeCustomersInputSchema,
  auth: 'staff',
  handler: async (input, { caller, now }): Promise<MergeCustomersResult> => {
    await transact(async (tx) => (await planMerge(tx, input, caller, now)).commit());
    if (isEmailId(input.duplicateId)) await deleteCustomerAccounts(input.duplicateId);
    return { ok: true, customerId: input.keptId };
  },
});
