import {
  CustomerSchema,
  NEW_CUSTOMER_DAYS,
  RestaurantCustomerSchema,
  VIP_MIN_POINTS,
  listPhoneVariants,
  matchesCustomerSearchTokens,
  parseCustomerSearch,
  restaurantCustomerId,
  type Customer,
  type CustomerFilter,
  type RestaurantCustomer,
} from '@app/domain';
import type { DocReader, Unsubscribe, WhereClause } from '../docstore/port';
import { type Entity, defineCollection, parseSnapshot } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const customersCollection = defineCollection('customers', CustomerSchema);
export const customersWriter = new CollectionWriter(customersCollection);
/** One venue's view of each customer (ARCHITECTURE §8): what staff of that restaurant read. */
export const restaurantCustomersCollection = defineCollection(
  'restaurantCustomers',
  RestaurantCustomerSchema,
);
export const restaurantCustomersWriter = new CollectionWriter(restaurantCustomersCollection);

/** Page size of the customer file (administration §2). */
export const CUSTOMERS_PAGE_SIZE = 20;

/** Most guests whose file one screen reads by id (10 `in` queries of 30): a busy day's list stays bounded. */
export const GUEST_FILES_CAP = 300;
const IN_QUERY_MAX = 30;

/** Most customers loaded at once for analytics and whole-file search. */
export const CUSTOMERS_ANALYTICS_CAP = 5000;

/** Where the next page starts: the last customer of the previous page. */
export interface CustomerCursor {
  /** Null for a customer who has never visited (those come last). */
  lastVisit: string | null;
  id: string;
}

export interface CustomerPage {
  items: Entity<RestaurantCustomer>[];
  /** Null on the last page. */
  nextCursor: CustomerCursor | null;
}

/** Where the next page of a tab starts: the ordered value (lastVisit, points or firstSeenAt) and id of the last read. */
export interface CustomerTabCursor {
  value: string | number | null;
  id: string;
}

export interface CustomerTabPage {
  /** At most a page; fewer when a search's other words ruled some out (the cursor still moves on). */
  items: Entity<RestaurantCustomer>[];
  /** Null on the last page. */
  nextCursor: CustomerTabCursor | null;
}

/** The field each tab of the customer file is ordered by (descending, the document id breaking ties). */
const TAB_ORDER: Record<CustomerFilter, 'lastVisit' | 'points' | 'firstSeenAt'> = {
  all: 'lastVisit',
  vip: 'points',
  new: 'firstSeenAt',
};

/** The filter of a tab (administration §5): VIP from 100 points here, Nouveaux first seen in the last 7 days. */
function tabFilter(tab: CustomerFilter, now: Date): WhereClause[] {
  if (tab === 'vip') return [{ field: 'points', op: '>=', value: VIP_MIN_POINTS }];
  if (tab === 'new') {
    const since = new Date(now.getTime() - NEW_CUSTOMER_DAYS * 24 * 60 * 60 * 1000).toISOString();
    return [{ field: 'firstSeenAt', op: '>=', value: since }];
  }
  return [];
}

/** The document id of a customer file known by e-mail (contracts: the e-mail lower-cased). */
export function customerIdFromEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Reads of the customer file. A customer's record (`customers`) is read by the customer and master_admin; staff
 * read their restaurant's views (`restaurantCustomers`), every query pinned to one restaurant.
 */
export function createCustomersRepository(reader: DocReader, options?: RepositoryOptions) {
  const customers = new CollectionReader(reader, customersCollection, options);
  const views = new CollectionReader(reader, restaurantCustomersCollection, options);
  const ofRestaurant = (restaurantId: string) => ({
    field: 'restaurantId',
    op: '==' as const,
    value: restaurantId,
  });

  return {
    getById: (id: string): Promise<Entity<Customer> | null> => customers.get(id),

    getByEmail: (email: string): Promise<Entity<Customer> | null> =>
      customers.get(customerIdFromEmail(email)),

    /**
     * What one restaurant knows of a customer (its view); null when that restaurant does not know them. The read
     * policy cannot show staff a view that does not exist (its restaurant is read from the document), so a
     * refusal means the same for them: this restaurant has no such customer.
     */
    getForRestaurant: (input: {
      restaurantId: string;
      customerId: string;
    }): Promise<Entity<RestaurantCustomer> | null> =>
      views.get(restaurantCustomerId(input)).catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === 'permission-denied') return null;
        throw error;
      }),

    /**
     * The restaurant's view of a customer, live (points, visits as they change); null when that restaurant does
     * not know them — a refusal means the same here as for {@link getForRestaurant}.
     */
    watchForRestaurant: (
      input: { restaurantId: string; customerId: string },
      next: (value: Entity<RestaurantCustomer> | null) => void,
      error?: (err: Error) => void,
    ): Unsubscribe =>
      views.watch(restaurantCustomerId(input), next, (err) => {
        if ((err as { code?: unknown } | null)?.code === 'permission-denied') next(null);
        else error?.(err);
      }),

    watchById: (
      id: string,
      next: (value: Entity<Customer> | null) => void,
      error?: (err: Error) => void,
    ): Unsubscribe => customers.watch(id, next, error),

    /**
     * One page of a restaurant's customers, most recent visit first, those who never visited last. The document id breaks ties between
     * customers seen the same day, so that paging never skips nor repeats anyone.
     */
    async listPage(input: {
      restaurantId: string;
      cursor?: CustomerCursor | null;
      pageSize?: number;
    }): Promise<CustomerPage> {
      const pageSize = input.pageSize ?? CUSTOMERS_PAGE_SIZE;
      // One extra document tells whether another page exists without a count query.
      const items = await views.query({
        where: [ofRestaurant(input.restaurantId)],
        // The port's cursors may name the document id after the orderBy values (the implicit last order key).
        orderBy: [{ field: 'lastVisit', direction: 'desc' }],
        limit: pageSize + 1,
        ...(input.cursor ? { startAfter: [input.cursor.lastVisit, input.cursor.id] } : {}),
      });
      const page = items.slice(0, pageSize);
      const last = page[page.length - 1];
      // Never-visited customers carry lastVisit null and come last (Firestore orders null before any string).
      const more = items.length > pageSize && last !== undefined;
      return {
        items: page,
        nextCursor: more && last ? { lastVisit: last.lastVisit ?? null, id: last.id } : null,
      };
    },

    /**
     * One page of a tab of the customer file (administration §2, §5), searched over the whole file: « Tous » by
     * last visit (never-visited last), « VIP » (100 points or more here) by points, « Nouveaux » (first seen in
     * the 7 days before `now`) newest first, the document id breaking ties. A search looks up its longest word
     * in the stored `searchTokens` (`array-contains`) and keeps the customers whose tokens hold its other words.
     * Reads `pageSize + 1` documents whatever the size of the file; the extra one only tells whether a next page
     * exists, and the cursor follows the documents read, so a customer ruled out never stalls the paging.
     */
    async listTabPage(input: {
      restaurantId: string;
      tab: CustomerFilter;
      search?: string | undefined;
      cursor?: CustomerTabCursor | null | undefined;
      now: Date;
      pageSize?: number;
    }): Promise<CustomerTabPage> {
      const pageSize = input.pageSize ?? CUSTOMERS_PAGE_SIZE;
      const search = input.search ? parseCustomerSearch({ query: input.search }) : null;
      const orderField = TAB_ORDER[input.tab];
      const where: WhereClause[] = [ofRestaurant(input.restaurantId), ...tabFilter(input.tab, input.now)];
      if (search) where.push({ field: 'searchTokens', op: 'array-contains', value: search.token });
      const snap = await reader.query({
        collection: restaurantCustomersCollection.name,
        where,
        orderBy: [{ field: orderField, direction: 'desc' }],
        limit: pageSize + 1,
        ...(input.cursor ? { startAfter: [input.cursor.value, input.cursor.id] } : {}),
      });
      const docs = snap.docs.slice(0, pageSize);
      const items: Entity<RestaurantCustomer>[] = [];
      for (const doc of docs) {
        const parsed = parseSnapshot(restaurantCustomersCollection, doc);
        if (!parsed.ok) {
          if (options?.onInvalid) options.onInvalid(parsed.error);
          else throw parsed.error;
        } else if (!search || matchesCustomerSearchTokens({ tokens: parsed.value.searchTokens, search })) {
          items.push(parsed.value);
        }
      }
      const last = docs.at(-1);
      const value = last?.data?.[orderField];
      return {
        items,
        nextCursor:
          snap.docs.length > pageSize && last
            ? { value: typeof value === 'string' || typeof value === 'number' ? value : null, id: last.id }
            : null,
      };
    },

    /**
     * What one restaurant knows of several customers (the day list's guest marks), by customer file id: one
     * `in` query per 30 ids (Firestore's limit), at most `maxIds` ids read; customers it does not know are absent.
     */
    async listForRestaurantByIds(input: {
      restaurantId: string;
      customerIds: readonly string[];
      maxIds?: number;
    }): Promise<Entity<RestaurantCustomer>[]> {
      const ids = [...new Set(input.customerIds.filter(Boolean))].slice(0, input.maxIds ?? GUEST_FILES_CAP);
      const chunks: string[][] = [];
      for (let i = 0; i < ids.length; i += IN_QUERY_MAX) chunks.push(ids.slice(i, i + IN_QUERY_MAX));
      const pages = await Promise.all(
        chunks.map((chunk) =>
          views.query({
            where: [ofRestaurant(input.restaurantId), { field: 'customerId', op: 'in', value: chunk }],
            limit: chunk.length,
          }),
        ),
      );
      return pages.flat();
    },

    /** Every customer of a restaurant (analytics and search over the whole file), capped. */
    listAllForRestaurant(input: {
      restaurantId: string;
      limit?: number;
    }): Promise<Entity<RestaurantCustomer>[]> {
      return views.query({
        where: [ofRestaurant(input.restaurantId)],
        limit: input.limit ?? CUSTOMERS_ANALYTICS_CAP,
      });
    },

    /** How many customers a restaurant has (for the file's header). */
    countForRestaurant: (restaurantId: string): Promise<number> =>
      views.count({ where: [ofRestaurant(restaurantId)] }),

    /**
     * Customers of a restaurant with this phone number (a phone may be shared, so a list), however it was stored:
     * E.164 since numbers are normalised, or as typed before ('06 12 34 56 78').
     */
    findByPhone(input: { phone: string; restaurantId: string }): Promise<Entity<RestaurantCustomer>[]> {
      const variants = listPhoneVariants({ phone: input.phone });
      if (variants.length === 0) return Promise.resolve([]);
      return views.query({
        where: [ofRestaurant(input.restaurantId), { field: 'phone', op: 'in', value: variants }],
        limit: 20,
      });
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
