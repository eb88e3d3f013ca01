import { z } from 'zod';
import { MESSAGES, RestaurantCustomerSchema, safeString } from '@app/domain';
import { parseInput } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { toApiCustomer } from '../api-views';
import type { ApiRoute } from './route-context';

/** `?limit=&cursor=`: a page of at most 100 guests, in a stable order; `cursor` is the last page's `nextCursor`. */
export const CustomerPageQuerySchema = z.object({
  limit: z.coerce
    .number(MESSAGES.generic.invalidInput)
    .int(MESSAGES.generic.invalidInput)
    .min(1, MESSAGES.generic.invalidInput)
    .max(100, MESSAGES.generic.invalidInput)
    .default(50),
  cursor: safeString().max(300, MESSAGES.generic.invalidInput).optional(),
});

/**
 * The venue's guests: its own view of each (restaurantCustomers), never what another venue knows, contact
 * details only where the guest consented to this venue on that channel (api-views.ts). A guest erased or
 * withdrawn is gone or without contact here at once, as everywhere.
 */
export const customerRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/customers',
    scope: 'customers:read',
    handle: async ({ key, req }) => {
      const { limit, cursor } = parseInput(CustomerPageQuerySchema, req.query);
      const snap = await runtime().store.query({
        collection: 'restaurantCustomers',
        where: [{ field: 'restaurantId', op: '==', value: key.restaurantId }],
        orderBy: [{ field: 'id', direction: 'asc' }],
        ...(cursor ? { startAfter: [cursor] } : {}),
        limit,
      });
      const customers = snap.docs
        .map((doc) => RestaurantCustomerSchema.safeParse({ ...doc.data, id: doc.id }))
        .flatMap((parsed) => (parsed.success ? [toApiCustomer(parsed.data)] : []));
      const last = snap.docs.at(-1);
      return {
        status: 200,
        body: { customers, nextCursor: snap.docs.length === limit && last ? last.id : null },
      };
    },
  },
];
