import { buildCustomerFileId, joinFullName } from '@app/domain';
import type { Reservation } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { usePointsUpdatedNotice } from '../../../hooks/use-points-updated-notice';
import { useLiveQuery } from '@app/ui/live-query';
import { useRepositories } from '../../../lib/services-context';

const NONE: Reservation[] = [];

/**
 * What the restaurant knows of the booking's guest: its view of the customer, live (points, visits, cancellations —
 * the counts of the guest file, never of another venue's, issue 36 bug 9; « Points de fidélité mis à jour » when
 * its points change), null when the guest is not in its file, and the guest's other reservations here, matched
 * on e-mail.
 */
export function useCustomerHistory(reservation: Reservation) {
  const { reservations, customers } = useRepositories();
  const { customerEmail: email, restaurantId, id } = reservation;
  const customerId = buildCustomerFileId({
    email,
    // As the server keys the file (customerFileIdOf): the stored full name, else 'First Last'.
    name:
      reservation.customerName ||
      joinFullName({
        firstName: reservation.customerFirstName ?? '',
        lastName: reservation.customerLastName ?? '',
      }),
    phone: reservation.customerPhone,
  });
  const others = useQuery({
    queryKey: ['customer-reservations', restaurantId, email],
    queryFn: () => reservations.listForCustomer({ email, restaurantId }),
    enabled: email !== '',
    staleTime: 60_000,
  });
  // Live: the points and visits follow the guest file while the page is open, and say when they change.
  const view = useLiveQuery<Awaited<ReturnType<typeof customers.getForRestaurant>>>({
    queryKey: ['customer-view', 'live', restaurantId, customerId],
    subscribe: (next, error) => customers.watchForRestaurant({ restaurantId, customerId }, next, error),
    enabled: customerId !== '',
  });
  usePointsUpdatedNotice(`${restaurantId}/${customerId}`, view.data?.points);
  return {
    others: (others.data ?? NONE).filter((r) => r.id !== id),
    view: view.data ?? null,
    customerId,
  };
}
