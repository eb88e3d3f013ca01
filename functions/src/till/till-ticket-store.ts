import { createHash } from 'node:crypto';
import type { TillTicketInput } from '@app/domain';

/** One ticket per venue and ticket id: a till that sends a ticket again (retries, replays) finds it here. */
export function tillTicketPath(restaurantId: string, ticketId: string): string {
  const digest = createHash('sha256').update(ticketId).digest('hex').slice(0, 32);
  return `tillTickets/${restaurantId}_${digest}`;
}

/** Where a ticket stands: its bill recorded (or held for a manager), or waiting for staff to attach it. */
export type TillTicketState = 'recorded' | 'held' | 'waiting';

/** What a ticket says, as stored before it is matched. */
export interface TicketBase {
  id: string;
  restaurantId: string;
  ticketId: string;
  amount: number;
  tables: string[];
  closedAt: string | null;
  /** What sent it: our format (`api`), or a till's own (`lightspeed-k-series`). */
  format: string;
  receivedAt: string;
  updatedAt: string;
}

/** The stored ticket (server-only `tillTickets`). */
export interface StoredTillTicket extends TicketBase {
  state: TillTicketState;
  outcome: 'recorded' | 'held' | 'ambiguous' | 'unmatched';
  reservationId: string | null;
  candidates: string[];
}

export function newTicketDoc(
  path: string,
  restaurantId: string,
  ticket: TillTicketInput,
  format: string,
  nowIso: string,
): TicketBase {
  return {
    id: path.slice('tillTickets/'.length),
    restaurantId,
    ticketId: ticket.ticketId,
    amount: ticket.amount,
    tables: ticket.tables,
    closedAt: ticket.closedAt ? new Date(ticket.closedAt).toISOString() : null,
    format,
    receivedAt: nowIso,
    updatedAt: nowIso,
  };
}
