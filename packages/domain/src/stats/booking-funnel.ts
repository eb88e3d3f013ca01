import type { StatCounters } from './restaurant-stats';
import { counterValue } from './stat-counters';
import { FUNNEL_CONFIRMED_KEY, productEventKey } from './product-events';

/** One step of the booking funnel: how many got there, and the share of the previous step lost on the way. */
export interface FunnelStep {
  label: string;
  count: number;
  /** 0..1 of the previous step's count that did not reach this one; undefined for the first step or after 0. */
  lostShare?: number;
  /** Of the requests sent (when any), those made through the venue's own site (« site web », issue 52). */
  siteWeb?: number;
}

/**
 * The booking funnel of a period's counters (Rapports, « Parcours de réservation »): booking page opened → slot
 * chosen → request sent → confirmed. A step larger than the one before (a page opened the day before, a booking
 * made by a link that skipped the page) loses nothing rather than a negative share.
 * @example bookingFunnel({ event_booking_page_opened: 10, event_slot_chosen: 4 })[1] // { label: 'Créneau choisi', count: 4, lostShare: 0.6 }
 */
export function bookingFunnel(counters: StatCounters): FunnelStep[] {
  const siteWeb = counterValue(counters, productEventKey('reservation_created_widget'));
  const steps = [
    { label: 'Page ouverte', count: counterValue(counters, productEventKey('booking_page_opened')) },
    { label: 'Créneau choisi', count: counterValue(counters, productEventKey('slot_chosen')) },
    {
      label: 'Demande envoyée',
      count: counterValue(counters, productEventKey('reservation_created')),
      ...(siteWeb > 0 ? { siteWeb } : {}),
    },
    { label: 'Confirmée', count: counterValue(counters, FUNNEL_CONFIRMED_KEY) },
  ];
  return steps.map((step, index) => {
    const previous = steps[index - 1]?.count;
    if (previous === undefined || previous === 0) return step;
    return { ...step, lostShare: Math.max(0, previous - step.count) / previous };
  });
}
