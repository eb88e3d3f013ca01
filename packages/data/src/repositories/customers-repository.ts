import {
  CustomerSchema,
  RestaurantCustomerSchema,
  listPhoneVariants,
  restaurantCustomerId,
  type Customer,
  type RestaurantCustomer,
} from '@app/domain';
import type { DocReader, Unsubscribe } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
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

    /** What one restaurant knows of a customer (its view); null when that restaurant does not know them. */
    getForRestaurant: (input: {
      restaurantId: string;
      customerId: string;
    }): Promise<Entity<RestaurantCustomer> | null> => views.get(restaurantCustomerId(input)),

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
