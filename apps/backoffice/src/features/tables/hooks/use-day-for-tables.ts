import type { Reservation } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** The day's reservations, live, for the table colours and occupancy. */
export function useDayForTables(restaurantId: string, date: string): Reservation[] {
  const { reservations } = useRepositories();
  const [items, setItems] = useState<Reservation[]>([]);
  useEffect(
    () => reservations.watchDay({ restaurantId, date }, (list) => setItems(list.items)),
    [reservations, restaurantId, date],
  );
  return items;
}
