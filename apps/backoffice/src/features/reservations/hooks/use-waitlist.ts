import type { WaitlistEntry } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

/** Every 30 s: offers expire and diners join without staff touching the screen. */
export const WAITLIST_REFETCH_MS = 30_000;

const waitlistKey = (restaurantId: string | null, date: string) => ['waitlist', restaurantId, date] as const;

/** The restaurant's waitlist of a day (listWaitlist), read again every 30 s. */
export function useWaitlist(restaurantId: string | null, date: string) {
  const callables = useCallables();
  return useQuery<WaitlistEntry[]>({
    queryKey: waitlistKey(restaurantId, date),
    queryFn: async () => (await callables.listWaitlist({ restaurantId: restaurantId ?? '', date })).entries,
    enabled: !!restaurantId,
    refetchInterval: WAITLIST_REFETCH_MS,
  });
}

/** 'Réserver' and 'Retirer': once done, the waitlist and the day's reads are read again. */
export function useWaitlistActions(restaurantId: string | null, date: string) {
  const callables = useCallables();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: waitlistKey(restaurantId, date) }),
      queryClient.invalidateQueries({ queryKey: ['dayReservations'] }),
    ]);
  const book = useMutation({
    mutationFn: (entryId: string) =>
      callables.bookFromWaitlist({ restaurantId: restaurantId ?? '', entryId }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (entryId: string) =>
      callables.removeWaitlistEntry({ restaurantId: restaurantId ?? '', entryId }),
    onSuccess: refresh,
  });
  return { book, remove };
}
