import {
  ArchivedReservationSchema,
  CAPACITY_HOLDING_STATUSES,
  ReservationSchema,
  listPhoneVariants,
  type ArchivedReservation,
  type Reservation,
} from '@app/domain';
import type { DocReader, Unsubscribe } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader, type LiveList } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import { listCustomerHistoryPage, type CustomerHistoryCursor } from './customer-history';
import type { RepositoryOptions } from './invalid-document-error';

export const reservationsCollection = defineCollection('reservations', ReservationSchema);
export const reservationsArchiveCollection = defineCollection(
  'reservations_archive',
  ArchivedReservationSchema,
);

/** Server-side writes and transaction helpers of `reservations` / `reservations_archive`. */
export const reservationsWriter = new CollectionWriter(reservationsCollection);
export const reservationsArchiveWriter = new CollectionWriter(reservationsArchiveCollection);

/** Cap of a day or range read (staff-operations §7). */
export const RESERVATIONS_DAY_CAP = 1000;
/** Cap of a customer's reservations (administration §7). */
export const RESERVATIONS_CUSTOMER_CAP = 500;
/** Most upcoming bookings a staff search returns, whatever the history. */
export const UPCOMING_SEARCH_LIMIT = 20;
/** Most days whose covers one call sums: a month calendar's six weeks. */
export const COVERS_BY_DAY_MAX_DAYS = 42;

/** Stable display order of a day: by date, then time, then creation. */
export function compareReservations(a: Reservation, b: Reservation): number {
  return (
    a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.createdAt.localeCompare(b.createdAt)
  );
}

// Equality-only queries are sorted here rather than by the store: Firestore serves them without a composite index.
// Archived documents stay in `reservations` with a flag; filtering here (not in the query) keeps documents that
// lack the field and avoids one more composite index.
function notArchived(list: Entity<Reservation>[]): Entity<Reservation>[] {
  return list
    .filter((reservation) => !reservation.archived && !reservation.isArchived)
    .sort(compareReservations);
}

/** Reads of reservations. Every query names the restaurant or the customer, as the read policy requires. */
export function createReservationsRepository(reader: DocReader, options?: RepositoryOptions) {
  const reservations = new CollectionReader(reader, reservationsCollection, options);
  const archive = new CollectionReader(reader, reservationsArchiveCollection, options);

  const dayQuery = (restaurantId: string, date: string) => ({
    where: [
      { field: 'restaurantId', op: '==' as const, value: restaurantId },
      { field: 'date', op: '==' as const, value: date },
    ],
    limit: RESERVATIONS_DAY_CAP,
  });
  const pendingQuery = (restaurantId: string) => ({
    where: [
      { field: 'restaurantId', op: '==' as const, value: restaurantId },
      { field: 'status', op: '==' as const, value: 'PENDING' },
    ],
    limit: RESERVATIONS_DAY_CAP,
  });
  const live = (next: (list: LiveList<Reservation>) => void) => (list: LiveList<Reservation>) =>
    next({ ...list, items: notArchived(list.items) });

  return {
    getById: (id: string): Promise<Entity<Reservation> | null> => reservations.get(id),

    watchById: (
      id: string,
      next: (value: Entity<Reservation> | null) => void,
      error?: (err: Error) => void,
    ) => reservations.watch(id, next, error),

    /** A restaurant's reservations of one day, archived excluded, ordered by time. */
    async listForDay(input: { restaurantId: string; date: string }): Promise<Entity<Reservation>[]> {
      return notArchived(await reservations.query(dayQuery(input.restaurantId, input.date)));
    },

    /** A restaurant's reservations from `from` to `to` inclusive ('YYYY-MM-DD'), archived excluded. */
    async listForRange(input: {
      restaurantId: string;
      from: string;
      to: string;
    }): Promise<Entity<Reservation>[]> {
      const list = await reservations.query({
        where: [
          { field: 'restaurantId', op: '==', value: input.restaurantId },
          { field: 'date', op: '>=', value: input.from },
          { field: 'date', op: '<=', value: input.to },
        ],
        orderBy: [{ field: 'date' }],
        limit: RESERVATIONS_DAY_CAP,
      });
      return notArchived(list);
    },

    /** Live day view: the whole day again on every change, with the ids that changed. */
    watchDay(
      input: { restaurantId: string; date: string },
      next: (list: LiveList<Reservation>) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      return reservations.watchQuery(dayQuery(input.restaurantId, input.date), live(next), error);
    },

    /** Reservations waiting for a decision ('À confirmer'), oldest date first. */
    async listPending(input: { restaurantId: string }): Promise<Entity<Reservation>[]> {
      return notArchived(await reservations.query(pendingQuery(input.restaurantId)));
    },

    watchPending(
      input: { restaurantId: string },
      next: (list: LiveList<Reservation>) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      return reservations.watchQuery(pendingQuery(input.restaurantId), live(next), error);
    },

    /** Cancelled reservations dated from `fromDate` (today) on ('Annulées' tab). */
    async listCancelledFrom(input: {
      restaurantId: string;
      fromDate: string;
    }): Promise<Entity<Reservation>[]> {
      const list = await reservations.query({
        where: [
          { field: 'restaurantId', op: '==', value: input.restaurantId },
          { field: 'status', op: '==', value: 'CANCELLED' },
          { field: 'date', op: '>=', value: input.fromDate },
        ],
        orderBy: [{ field: 'date' }],
        limit: RESERVATIONS_DAY_CAP,
      });
      return notArchived(list);
    },

    /**
     * A customer's reservations, newest first, by e-mail and/or phone (deduplicated, cap 500). Staff pass their
     * restaurant (the read policy only lets them query their restaurants); master_admin and the functions may
     * omit it. A diner never reads reservations: their space reads their copies (my-space-reads.ts).
     */
    async listForCustomer(input: {
      email?: string;
      phone?: string;
      restaurantId?: string;
    }): Promise<Entity<Reservation>[]> {
      const scope = input.restaurantId
        ? [{ field: 'restaurantId', op: '==' as const, value: input.restaurantId }]
        : [];
      const queries: Promise<Entity<Reservation>[]>[] = [];
      const email = input.email?.trim().toLowerCase();
      // Stored as E.164 since numbers are normalised, as typed before: every spelling matches.
      const phones = listPhoneVariants({ phone: input.phone ?? '' });
      if (email) {
        queries.push(
          reservations.query({
            where: [...scope, { field: 'customerEmail', op: '==', value: email }],
            limit: RESERVATIONS_CUSTOMER_CAP,
          }),
        );
      }
      if (phones.length > 0) {
        queries.push(
          reservations.query({
            where: [...scope, { field: 'customerPhone', op: 'in', value: phones }],
            limit: RESERVATIONS_CUSTOMER_CAP,
          }),
        );
      }
      const byId = new Map<string, Entity<Reservation>>();
      for (const list of await Promise.all(queries)) for (const item of list) byId.set(item.id, item);
      return [...byId.values()].sort((a, b) => compareReservations(b, a)).slice(0, RESERVATIONS_CUSTOMER_CAP);
    },

    /**
     * Every reservation of a restaurant (analytics, customer history), archived excluded, capped at `limit`
     * (default 5000). Screens showing one day use listForDay instead.
     */
    async listAllForRestaurant(input: {
      restaurantId: string;
      limit?: number;
    }): Promise<Entity<Reservation>[]> {
      const list = await reservations.query({
        where: [{ field: 'restaurantId', op: '==', value: input.restaurantId }],
        limit: input.limit ?? 5000,
      });
      return notArchived(list);
    },

    /**
     * Upcoming bookings of a restaurant (date ≥ `fromDate`, today in Paris) whose stored search tokens hold
     * `token` (reservationSearchToken of what staff typed), by date then time, at most 20: one
     * `array-contains` query, bounded whatever the history (ARCHITECTURE §8 "Search without a scan").
     */
    async searchUpcoming(input: {
      restaurantId: string;
      token: string;
      fromDate: string;
      limit?: number;
    }): Promise<Entity<Reservation>[]> {
      const list = await reservations.query({
        where: [
          { field: 'restaurantId', op: '==', value: input.restaurantId },
          { field: 'searchTokens', op: 'array-contains', value: input.token },
          { field: 'date', op: '>=', value: input.fromDate },
        ],
        orderBy: [{ field: 'date' }, { field: 'time' }],
        limit: Math.min(input.limit ?? UPCOMING_SEARCH_LIMIT, UPCOMING_SEARCH_LIMIT),
      });
      return notArchived(list);
    },

    /**
     * Covers booked on each of `dates` (statuses that hold capacity), for the month calendar: one sum
     * aggregation per day, so the cost is the same whatever the number of bookings (ARCHITECTURE §8
     * "Aggregates, not scans"). At most 42 days.
     */
    async sumCoversByDay(input: {
      restaurantId: string;
      dates: readonly string[];
    }): Promise<Record<string, number>> {
      const dates = [...new Set(input.dates)].slice(0, COVERS_BY_DAY_MAX_DAYS);
      const totals = await Promise.all(
        dates.map((date) =>
          reservations.sum(
            {
              where: [
                { field: 'restaurantId', op: '==', value: input.restaurantId },
                { field: 'date', op: '==', value: date },
                { field: 'status', op: 'in', value: [...CAPACITY_HOLDING_STATUSES] },
              ],
            },
            'partySize',
          ),
        ),
      );
      return Object.fromEntries(dates.map((date, index) => [date, totals[index] ?? 0]));
    },

    /** One page of a customer's history at a restaurant, active then archived (customer-history.ts). */
    listCustomerHistoryPage: (input: {
      restaurantId: string;
      customerId: string;
      cursor?: CustomerHistoryCursor | null;
      pageSize?: number;
    }) => listCustomerHistoryPage(reader, input, options),

    /** An archived copy by id (reservations moved out after 3 months). */
    getArchivedById: (id: string): Promise<Entity<ArchivedReservation> | null> => archive.get(id),

    /** A restaurant's archived reservations of a date range, oldest first. */
    listArchived(input: {
      restaurantId: string;
      from: string;
      to: string;
    }): Promise<Entity<ArchivedReservation>[]> {
      return archive.query({
        where: [
          { field: 'restaurantId', op: '==', value: input.restaurantId },
          { field: 'date', op: '>=', value: input.from },
          { field: 'date', op: '<=', value: input.to },
        ],
        orderBy: [{ field: 'date' }],
        limit: RESERVATIONS_DAY_CAP,
      });
    },
  };
}

export type ReservationsRepository = ReturnType<typeof createReservationsRepository>;
