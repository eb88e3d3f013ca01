import type { Entity } from '@app/data';
import { ONLINE_GUARD_TEXTS, type BlockedGuest, type UnblockGuestEmailInput } from '@app/domain';
import { useToast } from '@app/ui';
import { useLiveQuery } from '@app/ui/live-query';
import { useMutation } from '@tanstack/react-query';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables, useRepositories } from '../../../lib/services-context';

const NONE: Entity<BlockedGuest>[] = [];

/** The venue's blocked addresses (issue 49), newest first, live: a block or an unblock shows at once. */
export function useBlockedGuests(restaurantId: string) {
  const { blockedGuests } = useRepositories();
  const query = useLiveQuery<Entity<BlockedGuest>[]>({
    queryKey: ['blockedGuests', restaurantId],
    subscribe: (next, error) => blockedGuests.watch(restaurantId, next, error),
  });
  return { items: query.data ?? NONE, loading: query.isPending, error: query.error };
}

/** « Débloquer »: the address may book and wait online again (its row leaves the live list: the toast is here). */
export function useUnblockGuestEmail() {
  const callables = useCallables();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: UnblockGuestEmailInput) => callables.unblockGuestEmail(input),
    onSuccess: () => toast.success(ONLINE_GUARD_TEXTS.unblocked),
    onError: (error) => toast.error(toUserMessage(error, ONLINE_GUARD_TEXTS.unblockError)),
  });
}
