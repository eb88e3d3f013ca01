import { bookingFunnel, type FunnelStep } from '@app/domain';
import type { DocReader } from '../docstore/port';
import type { ReportRange } from './analytics-types';
import { loadRangeCounters } from './load-range-counters';

/**
 * « Parcours de réservation » of a period (Rapports): booking page opened → slot chosen → request sent →
 * confirmed, from the venue's per-day counters (the product events, ARCHITECTURE §9). Bounded like every range
 * read: month documents for whole months, day documents at the edges, in one getAll.
 */
export async function loadBookingFunnel(
  reader: DocReader,
  { restaurantId, range }: { restaurantId: string; range: ReportRange },
): Promise<FunnelStep[]> {
  return bookingFunnel(await loadRangeCounters(reader, { restaurantId, ...range }));
}
