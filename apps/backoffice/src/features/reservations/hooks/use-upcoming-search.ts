import { reservationSearchToken } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';

/**
 * Upcoming bookings of the restaurant matching what staff typed (name or phone, from 3 characters), from
 * `fromDate` (today) on, by date then time, at most 20: one indexed query on the stored search tokens.
 * Idle (no read) while the text is too short.
 */
export function useUpcomingSearch({
  restaurantId,
  query,
  fromDate,
}: {
  restaurantId: string | null;
  query: string;
  fromDate: string;
}) {
  const { reservations } = useRepositories();
  const token = reservationSearchToken(query);
  const search = useQuery({
    queryKey: ['upcomingSearch', restaurantId, token, fromDate],
    queryFn: () =>
      reservations.searchUpcoming({ restaurantId: restaurantId ?? '', token: token ?? '', fromDate }),
    enabled: Boolean(restaurantId && token),
    staleTime: 15_000,
  });
  return { ...search, active: Boolean(restaurantId && token) };
}
