import type { DocData, DocStore } from '@app/data';
import {
  CONSENT_CHANNELS,
  CONSENT_FIELD,
  CONSENT_TEXTS,
  readConsentFields,
  type ConsentChannel,
  type ConsentProof,
} from '@app/domain';
import { VIEW_CONTACT_FIELDS, customerViewPath, projectCustomerView } from './customer-views';

/**
 * Marks a store whose customer data has the shape of ARCHITECTURE §9 (server-only collection): every venue's view
 * exists, each consent it holds carries a proof, and every record its last activity. v4 brings the proofs; a store
 * migrated by an earlier version is completed without touching what each venue wrote itself.
 */
const MARKER = 'idempotency/migration_restaurant_customers_v4';
const BATCH_SIZE = 400;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A consent held before proofs were kept: kept, marked as imported (when, how and the words are unknown). */
function imported(at: string): ConsentProof {
  return { granted: true, at, method: 'import', text: CONSENT_TEXTS.imported };
}

/**
 * The proofs a view lacks for the consents it holds; a marketing e-mail consent without an e-mail to send to is
 * no consent (a phone-only guest).
 */
function completedConsents(view: DocData, at: string): DocData | undefined {
  const current = readConsentFields(view);
  const proofs = { ...current.consentProofs };
  let changed = false;
  for (const channel of CONSENT_CHANNELS) {
    if (current[CONSENT_FIELD[channel]] && !proofs[channel]) {
      proofs[channel] = imported(at);
      changed = true;
    }
  }
  const noAddress = current.emailMarketingConsent && !text(view.email);
  if (!changed && !noAddress) return undefined;
  return {
    ...current,
    consentProofs: proofs,
    ...(noAddress ? { emailMarketingConsent: false } : {}),
  };
}

/** The consents a record held when views were first made from it (a store older than the views). */
function legacyDecisions(record: DocData, at: string): Partial<Record<ConsentChannel, ConsentProof>> {
  const decisions: Partial<Record<ConsentChannel, ConsentProof>> = {};
  for (const channel of CONSENT_CHANNELS)
    if (record[CONSENT_FIELD[channel]] === true) decisions[channel] = imported(at);
  if (!text(record.email)) delete decisions.email;
  return decisions;
}

/** When a record was last active, for a record made before the field existed. */
function lastActivityOf(record: DocData): string {
  const candidates = [text(record.updatedAt), text(record.createdAt), text(record.lastVisit)].filter(Boolean);
  return candidates.sort().at(-1) ?? '';
}

/**
 * One-off migration (ARCHITECTURE §8, §9) of a store made before today's shape of the customer data: makes the
 * views a venue lacks (from the record, as they were made then), gives each consent held without proof an
 * 'import' proof, withdraws a marketing e-mail consent where there is no e-mail, and dates every record's last
 * activity; then marks the store so that it never runs again. Views are merged. Returns how many were written.
 */
export async function projectCustomerViews(store: DocStore, now: Date): Promise<number> {
  if ((await store.get(MARKER)).exists) return 0;
  const nowIso = now.toISOString();
  const customers = await store.query({ collection: 'customers' });
  const writes: [string, DocData][] = [];
  for (const doc of customers.docs) {
    const record = doc.data ?? {};
    const since = text(record.createdAt) || nowIso;
    const ids = Array.isArray(record.restaurantIds) ? record.restaurantIds : [];
    for (const restaurantId of ids) {
      if (typeof restaurantId !== 'string') continue;
      const path = customerViewPath(restaurantId, doc.id);
      const view = (await store.get(path)).data ?? null;
      if (!view) {
        const given = Object.fromEntries(VIEW_CONTACT_FIELDS.map((field) => [field, text(record[field])]));
        const write = { restaurantId, existing: null, given, consents: legacyDecisions(record, since) };
        writes.push([path, projectCustomerView(doc.id, record, write, since)]);
        continue;
      }
      const consents = completedConsents(view, text(view.updatedAt) || since);
      if (consents) writes.push([path, consents]);
    }
    if (!text(record.lastActiveAt))
      writes.push([doc.path, { lastActiveAt: lastActivityOf(record) || nowIso }]);
  }
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const [path, data] of writes.slice(start, start + BATCH_SIZE))
      batch.set(path, data, { merge: true });
    await batch.commit();
  }
  await store.set(MARKER, { id: MARKER.split('/')[1], doneAt: nowIso, writes: writes.length });
  return writes.length;
}
