import { REWARD_HISTORY_LIMIT, RewardEventSchema, type RewardEvent } from '@app/domain';
import type { StaffCaller } from '../../lib/caller';

/**
 * A voucher's history with one more event (who used it or gave it back, when), oldest first and kept to its
 * latest {@link REWARD_HISTORY_LIMIT} events; unreadable stored entries are dropped rather than failing the till.
 */
export function withRewardEvent(
  stored: unknown,
  event: { action: RewardEvent['action']; at: string; caller: StaffCaller },
): RewardEvent[] {
  const previous = Array.isArray(stored)
    ? stored.flatMap((entry) => {
        const parsed = RewardEventSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const next: RewardEvent = {
    action: event.action,
    at: event.at,
    by: event.caller.uid,
    byEmail: event.caller.email ?? '',
    byRole: event.caller.role,
  };
  return [...previous, next].slice(-REWARD_HISTORY_LIMIT);
}
