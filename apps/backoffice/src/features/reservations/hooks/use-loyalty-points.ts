import { buildCustomerFileId } from '@app/domain';
import type { LoyaltyConfig, Reservation } from '@app/domain';
import { useEffect, useMemo, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** Loyalty points are fetched for the list only when it has fewer than 50 reservations (staff-operations §9). */
export const LOYALTY_FETCH_LIMIT = 50;

export function customerKey(
  r: Pick<Reservation, 'customerEmail' | 'customerName' | 'customerPhone'>,
): string {
  return buildCustomerFileId({ email: r.customerEmail, name: r.customerName, phone: r.customerPhone });
}

/** Points at this restaurant per customer-file id, and the restaurant's loyalty configuration (level scale). */
export function useLoyaltyPoints(reservations: readonly Reservation[], restaurantId: string | null) {
  const { customers, loyalty } = useRepositories();
  const [points, setPoints] = useState<Map<string, number>>(new Map());
  const [config, setConfig] = useState<LoyaltyConfig | null>(null);
  const ids = useMemo(() => {
    if (reservations.length >= LOYALTY_FETCH_LIMIT) return '';
    return [...new Set(reservations.map(customerKey).filter(Boolean))].sort().join('\n');
  }, [reservations]);

  useEffect(() => {
    if (!restaurantId) return;
    let live = true;
    loyalty
      .getConfig(restaurantId)
      .then((c) => live && setConfig(c))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loyalty, restaurantId]);

  useEffect(() => {
    if (!restaurantId || ids === '') {
      setPoints(new Map());
      return;
    }
    let live = true;
    const list = ids.split('\n');
    // A failed read only hides the badge: points are a hint on this screen, never a blocker.
    Promise.all(
      list.map((customerId) => customers.getForRestaurant({ restaurantId, customerId }).catch(() => null)),
    ).then((found) => {
      if (!live) return;
      const next = new Map<string, number>();
      found.forEach((customer, i) => {
        const id = list[i];
        if (customer && id) next.set(id, customer.points);
      });
      setPoints(next);
    });
    return () => {
      live = false;
    };
  }, [customers, ids, restaurantId]);

  return { points, config };
}
