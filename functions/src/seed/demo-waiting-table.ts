import { demoTables } from './demo-restaurants';
import type { DemoReservation } from './demo-reservations';

/** Today's request of the evening that the plan shows « en attente » on its table (issue 36). */
const WAITING_AT_TABLE_TIME = '20:00';

/**
 * Today's 20:00 request was given a table while it waits for its answer: the day plan draws that table
 * « en attente », and no one else can be given it then. The first free inside table that seats the party, no
 * random draw, so the rest of the demo stays the same.
 */
export function giveWaitingTable(reservation: DemoReservation, used: Set<string>): void {
  if (reservation.status !== 'PENDING' || reservation.time !== WAITING_AT_TABLE_TIME) return;
  const table = demoTables().find(
    (t) => !t.terrace && !used.has(t.number) && t.capacity >= reservation.partySize,
  );
  if (!table) return;
  used.add(table.number);
  reservation.tableId = table.number;
}
