import type { Reservation } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { reviewKeys } from './review-keys';

/**
 * The reservation a review was left for, through the back office's reservation reads: the active one, else the
 * archived copy (reviews outlive the 3 months after which reservations are archived). Null when neither exists.
 */
export function useReviewReservation(reservationId: string) {
  const { reservations } = useRepositories();
  return useQuery({
    queryKey: reviewKeys.reservation(reservationId),
    queryFn: async (): Promise<Reservation | null> =>
      (await reservations.getById(reservationId)) ?? (await reservations.getArchivedById(reservationId)),
    enabled: reservationId !== '',
    staleTime: 60_000,
  });
}
