import type { Room } from '../schemas/floor-plan';
import { truncateText } from '../text/truncate-text';

/** Longest table number the editor accepts ('2.1', 'T12', 'Bar 3'). */
export const TABLE_NUMBER_MAX_LENGTH = 10;

/** Why a typed table number is refused. */
export type TableNumberProblem = 'empty' | 'taken';

/**
 * Checks a table number typed in the properties panel: free text ('2.1' allowed) but not empty, and not the
 * number of another table of the plan, since a reservation names its tables by number alone.
 * @example checkTableNumber({ number: '2.1', tableId: 't1', rooms }) // { ok: true, number: '2.1' }
 */
export function checkTableNumber({
  number,
  tableId,
  rooms,
}: {
  number: string;
  tableId: string;
  rooms: readonly Pick<Room, 'elements'>[];
}): { ok: true; number: string } | { ok: false; problem: TableNumberProblem } {
  const trimmed = truncateText({ text: number.trim(), max: TABLE_NUMBER_MAX_LENGTH }).trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const taken = rooms.some((room) =>
    room.elements.some((e) => e.type === 'table' && e.id !== tableId && e.number.trim() === trimmed),
  );
  return taken ? { ok: false, problem: 'taken' } : { ok: true, number: trimmed };
}
