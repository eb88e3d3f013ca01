import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

const ticketsKey = (restaurantId: string) => ['till-tickets', restaurantId] as const;

/** The till's tickets waiting for staff (`listTillTickets`), read again every minute and on focus. */
export function useTillTickets(restaurantId: string) {
  const callables = useCallables();
  return useQuery({
    queryKey: ticketsKey(restaurantId),
    queryFn: () => callables.listTillTickets({ restaurantId }),
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}

/** One tap: the ticket's bill goes to that booking (`resolveTillTicket`), then the list is read again. */
export function useResolveTillTicket(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketId: string; reservationId: string }) =>
      callables.resolveTillTicket({ restaurantId, ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: ticketsKey(restaurantId) }),
  });
}
