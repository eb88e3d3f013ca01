import { FieldValue, type Transaction } from '@app/data';
import {
  REWARD_HISTORY_LIMIT,
  RewardAuditEventSchema,
  RewardEventSchema,
  type RewardAudit,
  type RewardAuditEvent,
  type RewardEvent,
} from '@app/domain';
import type { StaffCaller } from '../../lib/caller';

/** Staff-only record of who used and gave back each voucher (`rewardAudit/{rewardId}`). */
export const REWARD_AUDIT = 'rewardAudit';

export const rewardAuditPath = (rewardId: string) => `${REWARD_AUDIT}/${rewardId}`;

/** Fields a voucher written before issue 49 held about the staff member who applied it. */
export const VOUCHER_STAFF_FIELDS = ['usedBy', 'usedByEmail', 'usedByRole'] as const;

/** An update that removes {@link VOUCHER_STAFF_FIELDS} from a voucher. */
export function voucherStaffFieldsRemoved(): Record<(typeof VOUCHER_STAFF_FIELDS)[number], unknown> {
  return { usedBy: FieldValue.delete(), usedByEmail: FieldValue.delete(), usedByRole: FieldValue.delete() };
}

/** Stored entries that still parse, oldest first; unreadable ones are dropped rather than failing the till. */
function readEvents<T>(stored: unknown, parse: (entry: unknown) => T | undefined): T[] {
  return Array.isArray(stored) ? stored.flatMap((entry) => parse(entry) ?? []) : [];
}

/**
 * A voucher's history with one more event, as its owner reads it: what and when, never who (issue 49); kept to
 * its latest {@link REWARD_HISTORY_LIMIT} events. Staff identities an older document held are dropped.
 */
export function withRewardEvent(
  stored: unknown,
  event: { action: RewardEvent['action']; at: string },
): RewardEvent[] {
  const previous = readEvents(stored, (entry) => {
    const parsed = RewardEventSchema.safeParse(entry);
    return parsed.success ? parsed.data : undefined;
  });
  return [...previous, { action: event.action, at: event.at }].slice(-REWARD_HISTORY_LIMIT);
}

/** Audit events with one more: who did it (uid, sign-in e-mail, role), for the venue's staff only. */
export function withAuditEvent(
  stored: unknown,
  event: { action: RewardEvent['action']; at: string; caller: StaffCaller },
): RewardAuditEvent[] {
  const previous = readEvents(stored, (entry) => {
    const parsed = RewardAuditEventSchema.safeParse(entry);
    return parsed.success ? parsed.data : undefined;
  });
  const next: RewardAuditEvent = {
    action: event.action,
    at: event.at,
    by: event.caller.uid,
    byEmail: event.caller.email ?? '',
    byRole: event.caller.role,
  };
  return [...previous, next].slice(-REWARD_HISTORY_LIMIT);
}

/**
 * Records a use or a give-back on the voucher (what and when) and in its audit record (who), in the caller's
 * transaction, after its reads: read the audit record with {@link rewardAuditPath} first.
 */
export function recordRewardEvent(
  tx: Pick<Transaction, 'set'>,
  options: {
    rewardId: string;
    restaurantId: string;
    /** The audit record as stored (undefined when there is none yet). */
    audit: unknown;
    /** The voucher's stored history: a voucher written before the audit record kept who in it. */
    voucherHistory: unknown;
    event: { action: RewardEvent['action']; at: string; caller: StaffCaller };
  },
): void {
  const { rewardId, restaurantId, audit, voucherHistory, event } = options;
  const stored = audit && typeof audit === 'object' ? (audit as { events?: unknown }).events : voucherHistory;
  const record: RewardAudit = {
    id: rewardId,
    rewardId,
    restaurantId,
    events: withAuditEvent(stored, event),
  };
  tx.set(rewardAuditPath(rewardId), { ...record });
}
