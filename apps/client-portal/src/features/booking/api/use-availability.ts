import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import type { Availability } from './booking-types';

/** Calls at most one search goes through: 60 days of 8 open days a call, with room to spare. */
const MAX_SEARCH_CALLS = 9;

/**
 * The day, and when it has nothing left the next free day: each call of the server reads a bounded number of
 * days and says where to go on (`nextSearchAfter`); asked again from there only while nothing is found.
 */
export async function readAvailability(input: {
  restaurantId: string | undefined;
  date: string | undefined;
  partySize?: number | undefined;
}): Promise<Availability> {
  const day = await callFunction<Availability>('getAvailability', input);
  let { nextAvailability, nextSearchAfter } = day;
  for (let calls = 1; !nextAvailability && nextSearchAfter && calls < MAX_SEARCH_CALLS; calls += 1) {
    const more = await callFunction<Availability>('getAvailability', {
      ...input,
      searchAfter: nextSearchAfter,
    });
    ({ nextAvailability, nextSearchAfter } = more);
  }
  return { ...day, nextAvailability, nextSearchAfter: nextAvailability ? null : nextSearchAfter };
}

/**
 * The day's slots with what is left, computed by the server (closed slots, capacity, cutoff, past times). A venue
 * « Par tables » is asked for its party (`partySize`): its times are those a table of that size allows.
 */
export function useAvailability(
  restaurantId: string | undefined,
  date: string | undefined,
  partySize?: number,
) {
  return useQuery({
    queryKey: ['availability', restaurantId, date, partySize],
    enabled: Boolean(restaurantId && date),
    queryFn: () => readAvailability({ restaurantId, date, partySize }),
    staleTime: 15_000,
  });
}
