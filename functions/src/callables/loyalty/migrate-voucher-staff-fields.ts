import type { DocData, DocStore } from '@app/data';
import { RewardAuditEventSchema, type RewardAuditEvent } from '@app/domain';
import { pageThrough } from '../../lib/stats/page-through';
import {
  VOUCHER_STAFF_FIELDS,
  rewardAuditPath,
  voucherStaffFieldsRemoved,
  withRewardEvent,
} from './reward-history';

/**
 * Marks a store whose vouchers hold no staff identity (issue 49): before it, `validateReward` wrote the staff
 * member's uid, e-mail and role on the voucher (`usedBy`, `usedByEmail`, `usedByRole`, `history[].by…`), which
 * its owner reads. They move to the staff-only audit record once; afterwards the callables write them there.
 */
export const VOUCHER_STAFF_MARKER = 'idempotency/migration_voucher_staff_v1';
const PAGE = 200;

const hasStaffEvent = (history: unknown) =>
  Array.isArray(history) &&
  history.some((entry) => entry && typeof entry === 'object' && ('by' in entry || 'byEmail' in entry));

/** The audit events a legacy voucher carried: its history's, else its last use. */
function legacyAuditEvents(voucher: DocData): RewardAuditEvent[] {
  const history = Array.isArray(voucher.history) ? voucher.history : [];
  const events = history.flatMap((entry) => {
    const parsed = RewardAuditEventSchema.safeParse(entry);
    return parsed.success && (parsed.data.by || parsed.data.byEmail) ? [parsed.data] : [];
  });
  if (events.length > 0 || typeof voucher.usedAt !== 'string') return events;
  const parsed = RewardAuditEventSchema.safeParse({
    action: 'used',
    at: voucher.usedAt,
    by: voucher.usedBy,
    byEmail: voucher.usedByEmail,
    byRole: voucher.usedByRole,
  });
  return parsed.success ? [parsed.data] : [];
}

/**
 * One-off migration, page by page: every voucher holding a staff identity has it moved to its audit record
 * (`rewardAudit/{id}`, merged with one a callable already wrote) and removed from the voucher; then the store is
 * marked so that it never runs again. Returns how many vouchers it cleaned.
 */
export async function migrateVoucherStaffFields(store: DocStore, now: Date): Promise<number> {
  if ((await store.get(VOUCHER_STAFF_MARKER)).exists) return 0;
  let cleaned = 0;
  for await (const docs of pageThrough(store, 'rewards', { pageSize: PAGE })) {
    const legacy = docs.filter(({ data }) => {
      if (!data) return false;
      return VOUCHER_STAFF_FIELDS.some((field) => field in data) || hasStaffEvent(data.history);
    });
    if (legacy.length === 0) continue;
    const audits = await store.getAll(legacy.map((doc) => rewardAuditPath(doc.id)));
    const batch = store.batch();
    legacy.forEach((doc, i) => {
      const voucher = doc.data ?? {};
      const kept = audits[i]?.data?.events;
      const events = [...legacyAuditEvents(voucher), ...(Array.isArray(kept) ? kept : [])];
      if (events.length > 0)
        batch.set(rewardAuditPath(doc.id), {
          id: doc.id,
          rewardId: doc.id,
          restaurantId: String(voucher.restaurantId ?? ''),
          events,
        });
      const history = Array.isArray(voucher.history) ? voucher.history : [];
      batch.update(doc.path, {
        ...voucherStaffFieldsRemoved(),
        history: history.reduce<unknown[]>((kept, entry) => {
          const parsed = RewardAuditEventSchema.safeParse(entry);
          return parsed.success ? withRewardEvent(kept, parsed.data) : kept;
        }, []),
      });
    });
    await batch.commit();
    cleaned += legacy.length;
  }
  await store.set(VOUCHER_STAFF_MARKER, {
    id: VOUCHER_STAFF_MARKER.split('/')[1],
    doneAt: now.toISOString(),
    writes: cleaned,
  });
  return cleaned;
}
