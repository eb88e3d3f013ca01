import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData, DocSnapshot, WhereClause } from '@app/data';
import {
  DATA_EXPORT_MAX_PER_LIST,
  MESSAGES,
  redactStaffIdentity,
  venueTeamLabel,
  type CustomerDataExport,
  type DataExportSection,
  type ExportedDocument,
  type VenueDataExport,
} from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import { runtime } from '../../lib/runtime';
import { restaurantIdsOf } from '../customers/customer-access';
import { COLLECTION_OF, lookupsOf, type CustomerDocumentKind } from '../customers/customer-documents';

/**
 * Gathers what the product holds about one customer (art. 15 and 20 RGPD, ARCHITECTURE §9): the identity, each
 * venue's view, and the documents customer-documents.ts attributes to them, plus the mails sent to them, their
 * opens and clicks and their waitlist places, grouped by venue. Every list is read with a bound
 * (DATA_EXPORT_MAX_PER_LIST, `truncated` says when one was reached), so a long history never makes it unbounded.
 * Secrets (password hash, login codes, tokens) are never part of it, nor the search tokens derived for staff, nor
 * another person's data (art. 15(4)): staff authors read as the venue's team (« l'équipe d'Au Bureau »), never their
 * uid, e-mail or role (redactStaffIdentity, issue 49).
 */
type Section = Exclude<DataExportSection, 'profile'>;

const SECTION_OF: Record<CustomerDocumentKind, Section | undefined> = {
  reservations: 'reservations',
  archivedReservations: 'archivedReservations',
  rewards: 'vouchers',
  rewardUsages: 'voucherUsages',
  reviews: 'reviews',
  loyaltyLedger: 'loyaltyLedger',
  loyaltyPoints: 'visits',
  // The loyalty-card code is on the identity (loyaltyCode); its register entry adds nothing.
  scanCodes: undefined,
};

/** Fields never exported: derived for staff search, or secrets. */
const HIDDEN = /^(searchTokens|.*[Hh]ash|.*[Tt]oken|passwordHash|loginCode.*)$/;

function exported(id: string, data: DocData): ExportedDocument {
  return {
    ...Object.fromEntries(Object.entries(data).filter(([key]) => !HIDDEN.test(key))),
    id,
  };
}

const emptyDocuments = (): VenueDataExport['documents'] => ({
  reservations: [],
  archivedReservations: [],
  reviews: [],
  vouchers: [],
  voucherUsages: [],
  loyaltyLedger: [],
  visits: [],
  waitlist: [],
  emails: [],
  campaignEvents: [],
});

export interface GatherScope {
  /** Only this venue (a venue's staff answering a request): no identity, nothing of the other venues. */
  restaurantId?: string;
}

/** The customer's whole export, or one venue's part of it. 'Client non trouvé' when there is no such record. */
export async function gatherCustomerData(
  customerId: string,
  scope: GatherScope,
  now: Date,
): Promise<CustomerDataExport> {
  const { store } = runtime();
  const customer = (await store.get(`customers/${customerId}`)).data;
  if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
  const email = typeof customer.email === 'string' && customer.email ? customer.email : '';
  const phone = typeof customer.phone === 'string' ? customer.phone : '';
  const inScope = (restaurantId: unknown) =>
    !scope.restaurantId || (typeof restaurantId === 'string' && restaurantId === scope.restaurantId);
  let truncated = false;
  const byVenue = new Map<string, VenueDataExport['documents']>();
  const add = (restaurantId: string, section: Section, doc: ExportedDocument) => {
    const documents = byVenue.get(restaurantId) ?? emptyDocuments();
    documents[section].push(doc);
    byVenue.set(restaurantId, documents);
  };
  const read = async (collection: string, where: WhereClause[]): Promise<DocSnapshot[]> => {
    const { docs } = await store.query({ collection, where, limit: DATA_EXPORT_MAX_PER_LIST + 1 });
    if (docs.length > DATA_EXPORT_MAX_PER_LIST) truncated = true;
    return docs.slice(0, DATA_EXPORT_MAX_PER_LIST);
  };

  const seen = new Set<string>();
  for (const lookup of lookupsOf({ customerId, email, phone })) {
    const section = SECTION_OF[lookup.kind];
    if (!section) continue;
    for (const doc of await read(COLLECTION_OF[lookup.kind], lookup.where)) {
      const data = doc.data ?? {};
      if (seen.has(doc.path) || (lookup.belongs && !lookup.belongs(data)) || !inScope(data.restaurantId))
        continue;
      seen.add(doc.path);
      add(String(data.restaurantId ?? ''), section, exported(doc.id, data));
    }
  }
  if (email) {
    const eq = (field: string): WhereClause[] => [{ field, op: '==', value: email }];
    for (const doc of await read('email_logs', eq('recipientEmail')))
      if (inScope(doc.data?.restaurantId))
        add(String(doc.data?.restaurantId ?? ''), 'emails', exported(doc.id, doc.data ?? {}));
    for (const doc of await read('waitlist', eq('email')))
      if (inScope(doc.data?.restaurantId))
        add(String(doc.data?.restaurantId ?? ''), 'waitlist', exported(doc.id, doc.data ?? {}));
    const events = await read('campaign_tracking', eq('customerEmail'));
    const campaigns = new Map<string, string>();
    for (const id of new Set(events.map((doc) => String(doc.data?.campaignId ?? ''))))
      if (id) campaigns.set(id, String((await store.get(`campaigns/${id}`)).data?.targetRestaurant ?? ''));
    for (const doc of events) {
      const restaurantId = campaigns.get(String(doc.data?.campaignId ?? '')) ?? '';
      if (inScope(restaurantId)) add(restaurantId, 'campaignEvents', exported(doc.id, doc.data ?? {}));
    }
  }

  const venueIds = [
    ...new Set([...restaurantIdsOf(customer).filter((id) => inScope(id)), ...byVenue.keys()]),
  ].filter((id) => id && inScope(id));
  const venues = await Promise.all(
    venueIds.map(async (restaurantId): Promise<VenueDataExport> => {
      const [restaurant, view] = await Promise.all([
        store.get(`restaurants/${restaurantId}`),
        store.get(customerViewPath(restaurantId, customerId)),
      ]);
      const restaurantName = String(restaurant.data?.name ?? restaurantId);
      const staffLabel = venueTeamLabel({ restaurantName });
      const dinerSafe = <T>(value: T): T => redactStaffIdentity({ value, customerEmail: email, staffLabel });
      return {
        restaurantId,
        restaurantName,
        profile: view.data ? dinerSafe(exported(view.id, view.data)) : null,
        documents: dinerSafe(byVenue.get(restaurantId) ?? emptyDocuments()),
      };
    }),
  );
  const whole = !scope.restaurantId;
  const { restaurantStats: _stats, ...identity } = customer;
  const account = redactStaffIdentity({
    value: exported(customerId, identity),
    customerEmail: email,
    staffLabel: venueTeamLabel({ restaurantName: '' }),
  });
  return {
    generatedAt: now.toISOString(),
    account: whole ? account : null,
    hasPassword: whole && customer.hasPassword === true,
    venues,
    truncated,
  };
}
