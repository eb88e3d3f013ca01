import {
  parisDayOf,
  productEventKey,
  restaurantStatsId,
  statsPeriodDeltas,
  type DayContribution,
} from '@app/domain';
import { addDays } from './demo-calendar';
import { createSeededRandom } from './seeded-random';

/** How far back the demo's booking pages were visited. */
const DAYS_WITH_VISITS = 60;

/** A `restaurantStats` increment the seed writes (merged, so that it adds to the recount's counters). */
export interface DemoEventIncrement {
  path: string;
  data: { restaurantId: string; period: string; key: string; counters: Record<string, number> };
}

/**
 * The booking pages' visits of the demo (Rapports, « Parcours de réservation »): for each venue and each of
 * the last 60 days up to today, the pages opened and the slots chosen around the online requests made that day
 * (about four visits and two slots chosen per request, plus visitors who booked nothing). Deterministic. The
 * requests and confirmations come from the demo's reservations themselves (their creation day and source).
 */
export function buildDemoProductEvents({
  reservations,
  today,
}: {
  reservations: readonly { restaurantId: string; source?: string; createdAt: string }[];
  today: string;
}): DemoEventIncrement[] {
  const random = createSeededRandom(39);
  const requests = new Map<string, number>();
  for (const r of reservations) {
    const day = parisDayOf(r.createdAt);
    if (r.source !== 'online' || !day || day > today) continue;
    const key = `${r.restaurantId} ${day}`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
  }
  const venues = [...new Set(reservations.map((r) => r.restaurantId))].sort();
  const contributions: DayContribution[] = [];
  for (const restaurantId of venues) {
    for (let back = DAYS_WITH_VISITS - 1; back >= 0; back--) {
      const day = addDays(today, -back);
      const sent = requests.get(`${restaurantId} ${day}`) ?? 0;
      const slots = sent + sent + random.int(0, 3);
      const opened = slots + slots + random.int(1, 6);
      contributions.push({
        restaurantId,
        day,
        counters: {
          [productEventKey('booking_page_opened')]: opened,
          [productEventKey('slot_chosen')]: slots,
        },
      });
    }
  }
  return statsPeriodDeltas(contributions).map(({ restaurantId, period, key, counters }) => ({
    path: `restaurantStats/${restaurantStatsId({ restaurantId, period, key })}`,
    data: { restaurantId, period, key, counters },
  }));
}
