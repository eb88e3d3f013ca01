import { toParisDateTime } from '../availability/paris-time';
import type { StatCounters } from './restaurant-stats';

/** What one stored document adds to a restaurant's counters on one day ('yyyy-MM-dd'). */
export interface DayContribution {
  restaurantId: string;
  day: string;
  counters: StatCounters;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored document's field as a non-empty string, else undefined (lenient reading of raw data). */
export function textField(data: Record<string, unknown>, field: string): string | undefined {
  const value = data[field];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** A stored document's field as a finite number, else undefined. */
export function numberField(data: Record<string, unknown>, field: string): number | undefined {
  const value = data[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A 'yyyy-MM-dd' field, else undefined. */
export function dayField(data: Record<string, unknown>, field: string): string | undefined {
  const value = textField(data, field);
  return value !== undefined && DAY.test(value) ? value : undefined;
}

/**
 * The Paris day of a stored instant: an ISO string or a Date (drivers hand timestamps back as either);
 * undefined when absent or unreadable.
 */
export function parisDayOf(value: unknown): string | undefined {
  const at = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  return toParisDateTime({ at }).date;
}
