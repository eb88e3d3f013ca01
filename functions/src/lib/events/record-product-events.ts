import type { DocStore, Transaction } from '@app/data';
import { productEventKey, statsPeriodDeltas, toParisDateTime, type ProductEvent } from '@app/domain';
import { writeStatsDeltas } from '../stats/write-stats-deltas';

/** One product event at a venue (how many times it happened, 1 by default). */
export interface ProductEventCount {
  restaurantId: string;
  event: ProductEvent;
  count?: number;
}

/** The increments of these events on the Paris day of `at` (its day, month and whole-history documents). */
function eventDeltas(events: readonly ProductEventCount[], at: Date) {
  const day = toParisDateTime({ at }).date;
  return statsPeriodDeltas(
    events.map(({ restaurantId, event, count = 1 }) => ({
      restaurantId,
      day,
      counters: { [productEventKey(event)]: count },
    })),
  );
}

/**
 * Counts product events in the venue's statistics (`restaurantStats`, `event_<name>`), inside the transaction of
 * the change they are part of (a sign-up, points earned), so an event is counted once with it or not at all.
 * Only counters are written: no person, no device.
 */
export function countProductEvents(tx: Transaction, events: readonly ProductEventCount[], at: Date): void {
  writeStatsDeltas(tx, eventDeltas(events, at));
}

/** {@link countProductEvents} in a transaction of its own (an event that changes no document: a page opened). */
export async function recordProductEvents(
  store: DocStore,
  events: readonly ProductEventCount[],
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  await store.runTransaction(async (tx) => countProductEvents(tx, events, at));
}
