import type { CustomerTabPage, Entity } from '@app/data';
import {
  DEFAULT_LOYALTY_CONFIG,
  RestaurantCustomerSchema,
  buildCustomerSearchTokens,
  matchesCustomerSearchTokens,
  parseCustomerSearch,
  type CustomerFilter,
  type LoyaltyConfig,
  type RestaurantCustomer,
} from '@app/domain';
import { vi } from 'vitest';
import type { Repositories } from '../../../lib/data';

/** A restaurant's view of a customer as the repository returns it, for the screen's tests. */
export function makeCustomer(
  customerId: string,
  overrides: Partial<RestaurantCustomer> = {},
): Entity<RestaurantCustomer> {
  const view = RestaurantCustomerSchema.parse({
    id: `r1_${customerId}`,
    restaurantId: 'r1',
    customerId,
    name: 'Camille Martin',
    firstName: 'Camille',
    lastName: 'Martin',
    email: customerId.includes('@') ? customerId : '',
    phone: '',
    lastVisit: null,
    firstSeenAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
  return { ...view, id: view.id, searchTokens: buildCustomerSearchTokens(view) };
}

/**
 * In-memory `customers` and `loyalty` repositories over `customers()` (in the order given): the tab (VIP from
 * 100 points, Nouveaux first seen since 2026-11-17), the search on stored tokens, 20 a page with the index of the
 * next one as cursor.
 */
export function fakeRepositories(
  customers: () => Entity<RestaurantCustomer>[],
  config: LoyaltyConfig = DEFAULT_LOYALTY_CONFIG,
) {
  const listTabPage = vi.fn(
    async (input: {
      tab: CustomerFilter;
      search?: string | undefined;
      cursor?: { value: unknown; id: string } | null | undefined;
    }): Promise<CustomerTabPage> => {
      const search = input.search ? parseCustomerSearch({ query: input.search }) : null;
      const found = customers().filter(
        (c) =>
          (input.tab !== 'vip' || c.points >= 100) &&
          (input.tab !== 'new' || (c.firstSeenAt ?? '') >= '2026-11-17') &&
          (!search ||
            (c.searchTokens.includes(search.token) &&
              matchesCustomerSearchTokens({ tokens: c.searchTokens, search }))),
      );
      const start = input.cursor ? Number(input.cursor.id) : 0;
      const end = start + 20;
      return {
        items: found.slice(start, end),
        nextCursor: end < found.length ? { value: null, id: String(end) } : null,
      };
    },
  );
  const getConfig = vi.fn(async () => config);
  const repositories = {
    customers: { listTabPage },
    loyalty: { getConfig },
  } as unknown as Repositories;
  return { repositories, listTabPage, getConfig };
}
