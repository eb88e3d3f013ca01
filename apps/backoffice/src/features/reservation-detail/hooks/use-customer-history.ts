import type { Customer, Reservation } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** The customer's file and their other reservations at the same restaurant, matched on e-mail. */
export function useCustomerHistory(reservation: Reservation | null | undefined) {
  const { reservations, customers } = useRepositories();
  const [others, setOthers] = useState<Reservation[]>([]);
  const [customer, setCustomer] = useState<Customer | null>(null);
  const email = reservation?.customerEmail ?? '';
  const restaurantId = reservation?.restaurantId ?? '';
  const id = reservation?.id ?? '';

  useEffect(() => {
    if (!email || !restaurantId) {
      setOthers([]);
      setCustomer(null);
      return;
    }
    let live = true;
    reservations
      .listForCustomer({ email, restaurantId })
      .then((list) => live && setOthers(list.filter((r) => r.id !== id)))
      .catch(() => live && setOthers([]));
    customers
      .getByEmail(email)
      .then((c) => live && setCustomer(c))
      .catch(() => live && setCustomer(null));
    return () => {
      live = false;
    };
  }, [reservations, customers, email, restaurantId, id]);

  return { others, customer };
}
