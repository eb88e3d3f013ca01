import {
  buildMyLoyalty,
  joinFullName,
  listKnownVenueIds,
  toMySpaceProfile,
  type Customer,
  type MyDiscountOffer,
  type MyGift,
  type MySpaceCard,
  type MySpaceProfile,
} from '@app/domain';
import type { Entity } from '@app/data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { customerKeys } from '../../session/customer-session-context';
import { useLiveQuery } from '@app/ui/live-query';
import { rememberVenueIds } from '../../session/remembered-venues';
import { customerReads } from './customer-reads';
import { takeArrivedEarlyIdentity, takeArrivedEarlyVenues, takeEarlyVenues } from './early-space-reads';

/** Venues and their loyalty rules change seldom: read once in a while, never on each change of points. */
const VENUES_STALE_MS = 10 * 60_000;

/** What the customer's pages show of their loyalty, live. */
export interface MyLoyalty {
  profile: MySpaceProfile;
  customerName: string;
  /** One card per venue where they are known, highest balance first. */
  cards: MySpaceCard[];
  /** Per venue, the gifts to claim now, then the next one. */
  gifts: MyGift[];
  /** Venues that sell discount vouchers for points, with the balance there. */
  discounts: MyDiscountOffer[];
  giftsAvailable: number;
}

/**
 * The signed-in customer's profile, cards and gifts, live: their record (`customers/{email}`, points and gifts
 * claimed per venue) is followed by a subscription written into the query cache, the venues' rules are read once,
 * and the cards are computed with the server's rules. Staff crediting a visit or a gift claimed elsewhere shows at
 * once, without « Actualiser ». `data` is undefined while loading, or when the record is missing (`isError`).
 */
export function useMyLoyalty(email: string) {
  const identity = useLiveQuery<Entity<Customer> | null>({
    queryKey: customerKeys.identity(email),
    subscribe: (next, error) => customerReads().watchIdentity(email, next, error),
    // Read by the boot script while this code downloaded (early-space-reads.ts).
    initialData: () => takeArrivedEarlyIdentity(email),
  });
  const customer = identity.data ?? null;
  const ids = customer ? listKnownVenueIds({ customer }) : [];
  const venues = useQuery({
    queryKey: customerKeys.venues(email, ids),
    queryFn: () =>
      takeEarlyVenues(email, ids) ?? customerReads().readVenues({ restaurantIds: ids, restaurantStats: {} }),
    // The venues the boot script read alongside the record, when they are this record's (early-space-reads.ts).
    initialData: () => takeArrivedEarlyVenues(email, ids),
    enabled: customer !== null,
    staleTime: VENUES_STALE_MS,
    // A first visit at a new venue adds a card without blanking the others meanwhile.
    placeholderData: keepPreviousData,
  });
  const idsKey = JSON.stringify(ids);
  // The next opening of the space reads these venues alongside the record (early-space-reads.ts).
  useEffect(() => {
    if (venues.isSuccess && idsKey !== '[]') rememberVenueIds(email, JSON.parse(idsKey) as string[]);
  }, [venues.isSuccess, idsKey, email]);
  const data = useMemo<MyLoyalty | undefined>(() => {
    if (!customer || !venues.data) return undefined;
    return {
      profile: toMySpaceProfile({ email, customer }),
      // As the voucher printed at the till names them: the full name, else first and last names.
      customerName: customer.name.trim() || joinFullName(customer),
      ...buildMyLoyalty({ venues: venues.data, stats: customer.restaurantStats }),
    };
  }, [customer, venues.data, email]);
  return {
    data,
    isPending: identity.isPending || (customer !== null && venues.isPending),
    isError: identity.isError || venues.isError || (identity.isSuccess && customer === null),
    isFetching: identity.isFetching || venues.isFetching,
    refetch: async () => {
      await Promise.all([identity.refetch(), venues.refetch()]);
    },
  };
}
