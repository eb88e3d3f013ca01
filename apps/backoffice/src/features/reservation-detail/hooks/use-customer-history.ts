import { buildCustomerFileId, joinFullName } from '@app/domain';
import type { Reservation } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';

const NONE: Reservation[] = [];

/**
 * What the restaurant knows of the booking's guest: its view of the customer (points, visits, cancellations —
 * the counts of the guest file, never of another venue's, issue 36 bug 9), null when the guest is not in its
 * file, and the guest's other reservations here, matched on e-mail.
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
  const view = useQuery({
    queryKey: ['customer-view', restaurantId, customerId],
    queryFn: () => customers.getForRestaurant({ restaurantId, customerId }),
    enabled: customerId !== '',
    staleTime: 30_000,
  });
  return {
    others: (others.data ?? NONE).filter((r) => r.id !== id),
    view: view.data ?? null,
    customerId,
  };
}
