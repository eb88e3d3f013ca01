import type { StatCounters } from './restaurant-stats';

/**
 * The product events counted per venue and day in `restaurantStats` (customer-flows §7, staff-operations,
 * administration; ARCHITECTURE §9 "Events without cookies"): counters only, with no person, device, address or
 * cookie behind them, so no consent is asked.
 */
export const PRODUCT_EVENTS = [
  'login',
  'signup',
  'reservation_created',
  'reservation_created_manual',
  'reservation_created_widget',
  'loyalty_status_changed',
  'loyalty_points_earned',
  'booking_page_opened',
  'slot_chosen',
  'pwa_prompt_shown',
  'pwa_installed',
] as const;
export type ProductEvent = (typeof PRODUCT_EVENTS)[number];

/** The events a browser reports (the public `recordProductEvent` callable); the others happen on the server. */
export const PUBLIC_PRODUCT_EVENTS = [
  'booking_page_opened',
  'slot_chosen',
  'pwa_prompt_shown',
  'pwa_installed',
] as const satisfies readonly ProductEvent[];
export type PublicProductEvent = (typeof PUBLIC_PRODUCT_EVENTS)[number];

/**
 * Events read from the stored reservations (their creation day and source, see reservationContribution), so they
 * stay exact through edits, deletions and a rebuild; every other event is recorded as it happens.
 */
export const DERIVED_PRODUCT_EVENTS = [
  'reservation_created',
  'reservation_created_manual',
  'reservation_created_widget',
] as const satisfies readonly ProductEvent[];

/**
 * `event_<name>`: the event's counter.
 * @example productEventKey('slot_chosen') // 'event_slot_chosen'
 */
export const productEventKey = (event: ProductEvent): string => `event_${event}`;

/** Online requests confirmed by the venue (and still standing), counted on the day the request was sent. */
export const FUNNEL_CONFIRMED_KEY = 'funnel_confirmed';

/** Counter keys of the events recorded as they happen: no document holds them, so a recount keeps them as stored. */
export const RECORDED_EVENT_KEYS: readonly string[] = PRODUCT_EVENTS.filter(
  (event) => !(DERIVED_PRODUCT_EVENTS as readonly string[]).includes(event),
).map(productEventKey);

/** The recorded events' counters among a document's counters (what a rebuild carries over). */
export function recordedEventCounters(counters: StatCounters): StatCounters {
  const out: StatCounters = {};
  for (const key of RECORDED_EVENT_KEYS) if (counters[key]) out[key] = counters[key];
  return out;
}
