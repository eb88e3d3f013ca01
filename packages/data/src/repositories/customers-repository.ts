import { CustomerSchema, listPhoneVariants, type Customer } from '@app/domain';
import type { DocReader, Unsubscribe } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const customersCollection = defineCollection('customers', CustomerSchema);
export const customersWriter = new CollectionWriter(customersCollection);

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
  items: Entity<Customer>[];
  /** Null on the last page. */
  nextCursor: CustomerCursor | null;
}

/** The document id of a customer file known by e-mail (contracts: the e-mail lower-cased). */
export function customerIdFromEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Reads of the customer file. Staff queries always name a restaurant (restaurantIds array-contains). */
export function createCustomersRepository(reader: DocReader, options?: RepositoryOptions) {
  const customers = new CollectionReader(reader, customersCollection, options);

  return {
    getById: (id: string): Promise<Entity<Customer> | null> => customers.get(id),

    getByEmail: (email: string): Promise<Entity<Customer> | null> =>
      customers.get(customerIdFromEmail(email)),

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
      const items = await customers.query({
        where: [{ field: 'restaurantIds', op: 'array-contains', value: input.restaurantId }],
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
    listAllForRestaurant(input: { restaurantId: string; limit?: number }): Promise<Entity<Customer>[]> {
      return customers.query({
        where: [{ field: 'restaurantIds', op: 'array-contains', value: input.restaurantId }],
        limit: input.limit ?? CUSTOMERS_ANALYTICS_CAP,
      });
    },

    /** How many customers a restaurant has (for the file's header). */
    countForRestaurant: (restaurantId: string): Promise<number> =>
      customers.count({ where: [{ field: 'restaurantIds', op: 'array-contains', value: restaurantId }] }),

    /**
     * Customers of a restaurant with this phone number (a phone may be shared, so a list), however it was stored:
     * E.164 since numbers are normalised, or as typed before ('06 12 34 56 78').
     */
    findByPhone(input: { phone: string; restaurantId: string }): Promise<Entity<Customer>[]> {
      const variants = listPhoneVariants({ phone: input.phone });
      if (variants.length === 0) return Promise.resolve([]);
      return customers.query({
        where: [
          { field: 'restaurantIds', op: 'array-contains', value: input.restaurantId },
          { field: 'phone', op: 'in', value: variants },
        ],
        limit: 20,
      });
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
