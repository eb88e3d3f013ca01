import { GetAvailabilityInputSchema, hasAvailability } from '@app/domain';
import { parseInput } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { findNextAvailability } from '../../callables/reservations/next-availability';
import { readPublicDay } from '../../callables/waitlist/read-day-availability';
import type { ApiRoute } from './route-context';

/** `?date=&partySize=` of the availability: the booking page's own input, the key giving the venue. */
export const AvailabilityQuerySchema = GetAvailabilityInputSchema.omit({ restaurantId: true });

/** Query strings are texts: `partySize=4` is read as the number the schema checks. */
const fromQuery = (query: Record<string, unknown>) => ({
  ...query,
  ...(typeof query.partySize === 'string' && query.partySize.trim() !== ''
    ? { partySize: Number(query.partySize) }
    : {}),
});

/**
 * The day's free slots as the booking page reads them (getAvailability's functions: the same covers, tables,
 * closed slots and waitlist holds), and the next free day when that one is full.
 */
export const availabilityRoute: ApiRoute = {
  method: 'GET',
  path: '/v1/availability',
  scope: 'availability:read',
  handle: async ({ key, req, now }) => {
    const { date, partySize, searchAfter } = parseInput(
      GetAvailabilityInputSchema,
      fromQuery({ ...(req.query as Record<string, unknown>), restaurantId: key.restaurantId }),
    );
    const { store } = runtime();
    const { settings, day } = await readPublicDay(store, key.restaurantId, date, now, partySize);
    const next = hasAvailability({ day })
      ? { nextAvailability: null, nextSearchAfter: null }
      : await findNextAvailability(store, {
          restaurantId: key.restaurantId,
          settings,
          date,
          now,
          ...(partySize ? { partySize } : {}),
          searchAfter,
        });
    return { status: 200, body: { ...day, ...next } };
  },
};
