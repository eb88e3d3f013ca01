import { normalizePhone } from './customer-file-id';

/** The part of a reservation that identifies its customer. */
export interface CustomerIdentity {
  customerEmail?: string;
  customerName?: string;
  customerPhone?: string;
  restaurantId: string;
}

/** Reservations of one customer of the file, under its grouping key. */
export interface CustomerGroup<T> {
  /** 'email:…', 'name-phone:…' or 'name-restaurant:…'. */
  key: string;
  reservations: T[];
}

/**
 * Key of the customer a reservation belongs to (administration §3): the e-mail when present, otherwise
 * name plus phone, otherwise name plus restaurant. Names compare case- and space-insensitively.
 */
export function customerGroupKey({ reservation }: { reservation: CustomerIdentity }): string {
  const email = (reservation.customerEmail ?? '').trim().toLowerCase();
  if (email) return `email:${email}`;
  const name = (reservation.customerName ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const phone = normalizePhone({ phone: reservation.customerPhone ?? '' });
  if (phone) return `name-phone:${name}|${phone}`;
  return `name-restaurant:${name}|${reservation.restaurantId}`;
}

/** Groups reservations by customer, groups in order of first appearance, reservations in their order. */
export function groupCustomerReservations<T extends CustomerIdentity>({
  reservations,
}: {
  reservations: readonly T[];
}): CustomerGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const reservation of reservations) {
    const key = customerGroupKey({ reservation });
    const list = groups.get(key);
    if (list) list.push(reservation);
    else groups.set(key, [reservation]);
  }
  return [...groups].map(([key, list]) => ({ key, reservations: list }));
}
