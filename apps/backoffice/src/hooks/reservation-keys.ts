import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Reservation, ReservationStatus } from '@app/domain';

/**
 * The query keys of the live reservation lists the service screens share (day list, floor plan, home's
 * « À confirmer »): one subscription per key, and a status change patches every list holding the booking.
 */
export const reservationKeys = {
  all: ['reservations'] as const,
  restaurant: (restaurantId: string) => ['reservations', restaurantId] as const,
  day: (restaurantId: string, date: string) => ['reservations', restaurantId, 'day', date] as const,
  pending: (restaurantId: string) => ['reservations', restaurantId, 'pending'] as const,
  /** One reservation's page (its restaurant is not known before it is read). */
  one: (id: string) => ['reservation', id] as const,
};

/** Whether a cached list is the « À confirmer » one, which keeps pending bookings only. */
function isPendingList(key: QueryKey): boolean {
  return key[2] === 'pending';
}

/**
 * Writes a booking's new status into every cached list of its restaurant and into its own page (optimistic
 * update of a status change) and returns what puts them back as they were (the change failed). The live
 * subscriptions bring the stored state with their next snapshot.
 */
export function patchReservationStatus(
  client: QueryClient,
  reservation: Pick<Reservation, 'id' | 'restaurantId'>,
  status: ReservationStatus,
): () => void {
  const lists = client.getQueriesData<Reservation[]>({
    queryKey: reservationKeys.restaurant(reservation.restaurantId),
  });
  for (const [key, list] of lists) {
    if (!Array.isArray(list) || !list.some((r) => r.id === reservation.id)) continue;
    client.setQueryData<Reservation[]>(key, (current) =>
      (current ?? [])
        .map((r) => (r.id === reservation.id ? { ...r, status } : r))
        .filter((r) => !isPendingList(key) || r.status === 'PENDING'),
    );
  }
  const oneKey = reservationKeys.one(reservation.id);
  const one = client.getQueryData<Reservation | null>(oneKey);
  if (one) client.setQueryData<Reservation>(oneKey, { ...one, status });
  return () => {
    for (const [key, list] of lists) client.setQueryData(key, list);
    if (one) client.setQueryData(oneKey, one);
  };
}
