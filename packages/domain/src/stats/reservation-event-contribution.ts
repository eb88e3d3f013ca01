import { bookingChannelOf } from '../reservations/booking-channel';
import type { ReservationStatus } from '../schemas/reservation-status';
import { parisDayOf, textField, type DayContribution } from './day-contribution';
import { FUNNEL_CONFIRMED_KEY, productEventKey } from './product-events';
import type { StatCounters } from './restaurant-stats';

/** Statuses a request reaches once the venue accepted it. */
const ACCEPTED: readonly ReservationStatus[] = ['CONFIRMED', 'SEATED', 'COMPLETED', 'NO_SHOW'];

/**
 * What a reservation adds on the Paris day it was made (`createdAt`), beside its service-day counters: the
 * `reservation_created` event for an online request (and `funnel_confirmed` while the venue's acceptance
 * stands, and `reservation_created_widget` when it came through the venue's site), `reservation_created_manual`
 * for a booking staff typed. Nothing without a creation instant or for
 * another source (a tablet visit is no booking).
 */
export function reservationEventContribution(
  data: Record<string, unknown>,
  { restaurantId, status }: { restaurantId: string; status: ReservationStatus },
): DayContribution[] {
  const day = parisDayOf(data.createdAt);
  if (!day) return [];
  const source = textField(data, 'source');
  const counters: StatCounters = {};
  if (source === 'online') {
    counters[productEventKey('reservation_created')] = 1;
    // Made through the venue's own site (issue 52): « site web » in Rapports.
    if (bookingChannelOf(data.channel) === 'widget')
      counters[productEventKey('reservation_created_widget')] = 1;
    if (ACCEPTED.includes(status)) counters[FUNNEL_CONFIRMED_KEY] = 1;
  } else if (source === 'admin') counters[productEventKey('reservation_created_manual')] = 1;
  else return [];
  return [{ restaurantId, day, counters }];
}
