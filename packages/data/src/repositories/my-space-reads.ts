import {
  DINER_RESERVATIONS_COLLECTION,
  listKnownVenueIds,
  RESTAURANT_PROFILE_FALLBACKS,
  slugifyRestaurantName,
  toMySpaceReservation,
  toMyVoucher,
  type Customer,
  type MySpaceReservation,
  type MyVenue,
  type MyVoucher,
} from '@app/domain';
import type { DocReader, Unsubscribe } from '../docstore/port';
import type { Entity } from './collection-def';
import { CollectionReader } from './collection-reader';
import { customersCollection } from './customers-repository';
import type { RepositoryOptions } from './invalid-document-error';
import { loyaltyConfigFromSnapshot, loyaltyConfigId } from './loyalty-repository';
import { listMyPastPage, type MyPastCursor } from './my-past-visits';
import { restaurantsCollection } from './restaurants-repository';

/** Bookings from today on that the space follows live: far more than a diner holds (3 requests a day at most). */
export const MY_COMING_LIMIT = 50;
/** Vouchers the space follows live, newest first. */
export const MY_VOUCHERS_LIMIT = 100;

/**
 * What the signed-in customer reads of their own documents (the read policy lets a client read only those):
 * their identity record, their bookings and vouchers live, their past visits page by page, and the venues where
 * they are known. Bookings are read from their copies (`customerReservations`), never from the reservations,
 * which hold what the venue wrote for itself. Every query names their e-mail; every read is bounded.
 */
export function createMySpaceReads(reader: DocReader, options?: RepositoryOptions) {
  const customers = new CollectionReader(reader, customersCollection, options);
  const restaurants = new CollectionReader(reader, restaurantsCollection, options);

  return {
    /** `customers/{email}` live: points and gifts claimed per venue, profile; null while it does not exist. */
    watchIdentity(
      email: string,
      next: (customer: Entity<Customer> | null) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      return customers.watch(email, next, error);
    },

    /** Bookings dated `fromDate` (today in Paris) or later, every status, live, nearest first (their copies). */
    watchFrom(
      input: { email: string; fromDate: string },
      next: (rows: MySpaceReservation[]) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      return reader.onQuery(
        {
          collection: DINER_RESERVATIONS_COLLECTION,
          where: [
            { field: 'customerEmail', op: '==', value: input.email },
            { field: 'date', op: '>=', value: input.fromDate },
          ],
          orderBy: [{ field: 'date' }, { field: 'time' }],
          limit: MY_COMING_LIMIT,
        },
        (update) =>
          next(
            update.docs.flatMap((doc) => {
              const row = toMySpaceReservation({ id: doc.id, data: doc.data ?? {}, archived: false });
              return row ? [row] : [];
            }),
          ),
        error,
      );
    },

    /**
     * One booking's copy live (its detail page follows staff changes); null while it has none. A copy the
     * customer may not read (another diner's) is refused through `error`.
     */
    watchBooking(
      reservationId: string,
      next: (row: MySpaceReservation | null) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      return reader.onDoc(
        `${DINER_RESERVATIONS_COLLECTION}/${reservationId}`,
        (snap) =>
          next(snap.data ? toMySpaceReservation({ id: snap.id, data: snap.data, archived: false }) : null),
        error,
      );
    },

    /** One page of past reservations and visits (my-past-visits.ts). */
    pastPage: (input: {
      email: string;
      beforeDate: string;
      cursor?: MyPastCursor | null;
      pageSize?: number;
    }) => listMyPastPage(reader, input),

    /** The customer's vouchers live, newest first; `now` decides which active ones read as expired. */
    watchVouchers(
      input: { email: string; now: () => Date },
      next: (vouchers: MyVoucher[]) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      return reader.onQuery(
        {
          collection: 'rewards',
          where: [{ field: 'customerEmail', op: '==', value: input.email }],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
          limit: MY_VOUCHERS_LIMIT,
        },
        (update) =>
          next(update.docs.map((doc) => toMyVoucher({ id: doc.id, data: doc.data ?? {}, now: input.now() }))),
        error,
      );
    },

    /**
     * The venues where the customer is known that still exist, each with its loyalty configuration: two reads per
     * venue (the restaurant, its configuration), in the order of the customer's record.
     */
    async readVenues(customer: Pick<Customer, 'restaurantStats' | 'restaurantIds'>): Promise<MyVenue[]> {
      const ids = listKnownVenueIds({ customer });
      const [found, configs] = await Promise.all([
        restaurants.getMany(ids),
        Promise.all(ids.map((id) => reader.get(`settings/${loyaltyConfigId(id)}`))),
      ]);
      const byId = new Map(found.map((restaurant) => [restaurant.id, restaurant]));
      return ids.flatMap((id, index) => {
        const restaurant = byId.get(id);
        const config = configs[index];
        if (!restaurant || !config) return [];
        return [
          {
            id,
            name: restaurant.name,
            emoji: restaurant.emoji || RESTAURANT_PROFILE_FALLBACKS.emoji,
            slug: restaurant.slug || slugifyRestaurantName({ name: restaurant.name }),
            config: loyaltyConfigFromSnapshot(config),
          },
        ];
      });
    },
  };
}

export type MySpaceReads = ReturnType<typeof createMySpaceReads>;
