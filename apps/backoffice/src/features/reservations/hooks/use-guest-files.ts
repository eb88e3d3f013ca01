import { buildCustomerFileId } from '@app/domain';
import type { LoyaltyConfig, Reservation, RestaurantCustomer } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** The customer file id of a booking's guest (e-mail, else name and phone), as the server keys the venue's view. */
export function customerKey(
  r: Pick<Reservation, 'customerEmail' | 'customerName' | 'customerPhone'>,
): string {
  return buildCustomerFileId({ email: r.customerEmail, name: r.customerName, phone: r.customerPhone });
}

const NONE: ReadonlyMap<string, RestaurantCustomer> = new Map();

/**
 * What this restaurant's guest file says of the day's guests (their venue views: points, allergies, note,
 * tags), by customer file id, and the restaurant's loyalty scale; bounded reads (30 guests a query, at most
 * 300 guests), read again when the day's guests change. A failed read only hides the marks: they are a help
 * on this screen, never a blocker.
 */
export function useGuestFiles(reservations: readonly Reservation[], restaurantId: string | null) {
  const { customers, loyalty } = useRepositories();
  const ids = useMemo(
    () => [...new Set(reservations.map(customerKey).filter(Boolean))].sort(),
    [reservations],
  );
  const files = useQuery({
    queryKey: ['guest-files', restaurantId, ids],
    queryFn: async () => {
      const views = await customers.listForRestaurantByIds({
        restaurantId: restaurantId ?? '',
        customerIds: ids,
      });
      return new Map(views.map((view) => [view.customerId, view as RestaurantCustomer]));
    },
    enabled: restaurantId !== null && ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const config = useQuery<LoyaltyConfig>({
    queryKey: ['loyalty-config', restaurantId],
    queryFn: () => loyalty.getConfig(restaurantId ?? ''),
    enabled: restaurantId !== null,
    staleTime: 5 * 60_000,
  });
  return { files: files.data ?? NONE, config: config.data ?? null };
}
