import {
  RESTAURANT_STATS_COLLECTION,
  restaurantStatsId,
  type StatCounters,
  type StatsPeriod,
} from '@app/domain';
import type { DocReader } from '../docstore/port';

/** Path of a restaurant's counters for one period (`restaurantStats/{id}_d_…`, `_m_…`, `_all`). */
export function statsPath(restaurantId: string, period: StatsPeriod, key = 'all'): string {
  return `${RESTAURANT_STATS_COLLECTION}/${restaurantStatsId({ restaurantId, period, key })}`;
}

/** getAll in chunks (an export may ask for a thousand days). */
const CHUNK = 300;

/**
 * The counters of these stats documents, by path; a missing document (a day without activity) reads as {}.
 * One getAll per 300 paths, each path read once.
 */
export async function readCounters(
  reader: DocReader,
  paths: readonly string[],
): Promise<Map<string, StatCounters>> {
  const unique = [...new Set(paths)];
  const out = new Map<string, StatCounters>();
  for (let start = 0; start < unique.length; start += CHUNK) {
    const snaps = await reader.getAll(unique.slice(start, start + CHUNK));
    for (const snap of snaps) out.set(snap.path, countersOf(snap.data));
  }
  for (const path of unique) if (!out.has(path)) out.set(path, {});
  return out;
}

/** The numeric counters of a stats document's data (anything else is ignored). */
export function countersOf(data: Record<string, unknown> | undefined): StatCounters {
  const raw = data?.counters;
  if (!raw || typeof raw !== 'object') return {};
  const out: StatCounters = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>))
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  return out;
}
