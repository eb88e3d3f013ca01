import { TABLE_MESSAGES } from '../errors/staff-messages';

/**
 * The warning shown when the tables chosen seat fewer guests than the party ('4 personnes pour 2 places :
 * la table est trop petite'), or null when they are enough. Staff may still assign them (a chair can be
 * added): this is a warning, never a refusal. No table chosen gives no warning.
 */
export function checkTableSeats({
  capacities,
  partySize,
}: {
  /** Seats of each chosen table. */
  capacities: readonly number[];
  partySize: number;
}): string | null {
  if (capacities.length === 0) return null;
  const seats = capacities.reduce((sum, capacity) => sum + capacity, 0);
  if (seats >= partySize) return null;
  return TABLE_MESSAGES.tooSmall({ partySize, seats, tableCount: capacities.length });
}
