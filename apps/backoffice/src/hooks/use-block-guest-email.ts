import { ONLINE_GUARD_TEXTS, type BlockGuestEmailInput } from '@app/domain';
import { useToast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockedGuestsKey } from '../lib/blocked-guests-query-key';
import { toUserMessage } from '../lib/error-message';
import { useCallables } from '../lib/services-context';

/**
 * « Bloquer cette adresse e-mail » (issue 49): the venue's block list gets the address of a request or a
 * sign-up, whose pending requests are refused and waitlist places withdrawn. The live « À confirmer » list
 * follows by itself (the blocked row leaves it, often before the answer arrives: the toast is the mutation's,
 * not the row's); the waitlist is read again through `onBlocked`.
 */
export function useBlockGuestEmail(onBlocked?: () => void) {
  const callables = useCallables();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockGuestEmailInput) => callables.blockGuestEmail(input),
    onSuccess: (result, input) => {
      toast.success(ONLINE_GUARD_TEXTS.blocked(result.refused));
      void queryClient.invalidateQueries({ queryKey: blockedGuestsKey(input.restaurantId) });
      onBlocked?.();
    },
    onError: (error) => toast.error(toUserMessage(error, ONLINE_GUARD_TEXTS.blockError)),
  });
}
