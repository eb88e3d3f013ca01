import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';

/**
 * Covers booked on each day of the month calendar's grid: one sum per day (bounded whatever the history), read
 * only while the calendar is open (`dates` empty otherwise), kept 30 s.
 */
export function useMonthCovers({ restaurantId, dates }: { restaurantId: string | null; dates: string[] }) {
  const { reservations } = useRepositories();
  return useQuery({
    queryKey: ['monthCovers', restaurantId, dates[0] ?? null, dates.length],
    queryFn: () => reservations.sumCoversByDay({ restaurantId: restaurantId ?? '', dates }),
    enabled: Boolean(restaurantId && dates.length > 0),
    staleTime: 30_000,
  });
}
