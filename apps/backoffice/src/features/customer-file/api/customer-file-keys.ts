import type { CustomerFilter } from '@app/domain';

/** react-query keys of the customer file: every list of a restaurant shares the prefix. */
export const customerFileKeys = {
  restaurant: (restaurantId: string) => ['customer-file', restaurantId] as const,
  list: (restaurantId: string, tab: CustomerFilter, search: string) =>
    ['customer-file', restaurantId, tab, search] as const,
};
