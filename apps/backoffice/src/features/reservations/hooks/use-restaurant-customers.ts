import type { Customer } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** The restaurant's most recent customers, loaded once when the form opens, for the suggestions. */
export function useRestaurantCustomers(restaurantId: string | null): Customer[] {
  const { customers } = useRepositories();
  const [list, setList] = useState<Customer[]>([]);
  useEffect(() => {
    if (!restaurantId) return;
    let live = true;
    customers
      .listPage({ restaurantId, pageSize: 300 })
      .then((page) => live && setList(page.items))
      // Suggestions are a convenience: without them the form still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [customers, restaurantId]);
  return list;
}
