import type { FloorTables } from '../src/index';
import { canSeatAll, type CheckerVenue } from './bench-checker';
import { coversOf, simulateEvening } from './bench-simulate';
import { benchSettings, drawEvening } from './bench-venue';

/** Cover limits per slot tried. */
const SLOT_LIMITS = [2, 4, 6, 8, 10, 12, 14, 16, 20, 24, 30, 40];

/** Seeds of the tuning evenings: never among the 1,000 measured ones. */
const TUNING_SEEDS = Array.from({ length: 60 }, (_, i) => 900_001 + i);

/**
 * « Par couverts » tuned to never overbook a table: for each cover limit per slot ({@link SLOT_LIMITS}), the largest
 * limit per evening under which every tuning evening's accepted bookings can still all be seated (a host's
 * seating by arrival, {@link canSeatAll}), found by halving; the pair that accepts most covers wins. The
 * tuning evenings are drawn like the measured ones but from other seeds, so the measure is not fitted to them.
 */
export function tuneCoverLimits({ venue, floor }: { venue: CheckerVenue; floor: FloorTables }): {
  slotCovers: number;
  dayCovers: number;
  tuningEvenings: number;
} {
  const evenings = TUNING_SEEDS.map(drawEvening);
  const run = (slotCovers: number, dayCovers: number) => {
    const settings = benchSettings({ mode: 'covers', slotCovers, dayCovers });
    let covers = 0;
    for (const requests of evenings) {
      const accepted = simulateEvening({ requests, settings, floor });
      if (!canSeatAll({ venue, bookings: accepted })) return null;
      covers += coversOf(accepted);
    }
    return covers;
  };
  let best = { slotCovers: 4, dayCovers: 1, covers: -1 };
  for (const slotCovers of SLOT_LIMITS) {
    let low = 1;
    let high = 400;
    // No evening limit needed: the slot limit alone keeps every party seated.
    const unlimited = run(slotCovers, high);
    let covers = unlimited ?? run(slotCovers, low) ?? 0;
    if (unlimited !== null) low = high;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      const result = run(slotCovers, mid);
      if (result === null) high = mid - 1;
      else {
        low = mid;
        covers = result;
      }
    }
    if (covers > best.covers) best = { slotCovers, dayCovers: low, covers };
  }
  return { slotCovers: best.slotCovers, dayCovers: best.dayCovers, tuningEvenings: evenings.length };
}
