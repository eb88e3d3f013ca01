import type { CustomerFilter } from '@app/domain';
import { CUSTOMER_FILE_PREFIX } from '../../../lib/customer-query-keys';

/** react-query keys of the customer file: every list of a restaurant shares the prefix. */
export const customerFileKeys = {
  restaurant: (restaurantId: string) => [...CUSTOMER_FILE_PREFIX, restaurantId] as const,
  list: (restaurantId: string, tab: CustomerFilter, search: string) =>
    [...CUSTOMER_FILE_PREFIX, restaurantId, tab, search] as const,
};
