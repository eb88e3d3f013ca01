import type { Entity } from '@app/data';
import { ONLINE_GUARD_TEXTS, type BlockedGuest, type UnblockGuestEmailInput } from '@app/domain';
import { useToast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockedGuestsKey } from '../../../lib/blocked-guests-query-key';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables, useRepositories } from '../../../lib/services-context';

const NONE: Entity<BlockedGuest>[] = [];

/**
 * The venue's blocked addresses (issue 49), newest first, read once and again after « Bloquer » / « Débloquer »
 * (`blockedGuestsKey`), not live: a live stream more on the home held one of the browser's six connections per
 * host, and two desk tabs then starved each other's « À confirmer » stream.
 */
export function useBlockedGuests(restaurantId: string) {
  const { blockedGuests } = useRepositories();
  const query = useQuery<Entity<BlockedGuest>[]>({
    queryKey: blockedGuestsKey(restaurantId),
    queryFn: () => blockedGuests.list(restaurantId),
  });
  return { items: query.data ?? NONE, loading: query.isPending, error: query.error };
}

/** « Débloquer »: the address may book and wait online again (its row leaves the live list: the toast is here). */
export function useUnblockGuestEmail() {
  const callables = useCallables();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnblockGuestEmailInput) => callables.unblockGuestEmail(input),
    onSuccess: (_result, input) => {
      toast.success(ONLINE_GUARD_TEXTS.unblocked);
      void queryClient.invalidateQueries({ queryKey: blockedGuestsKey(input.restaurantId) });
    },
    onError: (error) => toast.error(toUserMessage(error, ONLINE_GUARD_TEXTS.unblockError)),
  });
}
