import { z } from 'zod';
import { MESSAGES } from '../errors';
import { requiredId } from '../schemas/inputs/form-checks';
import { MAX_AMOUNT_SPENT } from '../schemas/inputs/staff-reservation-inputs';
import { safeString, storableFormat } from '../schemas/safe-string';
import { INTEGRATION_MESSAGES as M } from './integration-messages';

/** Whole cents (float noise tolerated), as a typed bill. */
const isCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const TILL_TICKET_ID_MAX = 128;
export const TILL_TABLES_MAX = 10;

/**
 * « Ticket closed » from the venue's till (`POST /api/v1/bills`, scope `bills:write`): the ticket's own id (a
 * replay of the same id changes nothing), the amount in euros, and either our reservation id or the table(s)
 * and the time the ticket closed, by which the booking holding the table then is found.
 */
export const TillTicketInputSchema = z
  .object({
    ticketId: safeString(MESSAGES.generic.invalidInput)
      .trim()
      .min(1, MESSAGES.generic.invalidInput)
      .max(TILL_TICKET_ID_MAX, MESSAGES.generic.invalidInput),
    amount: z
      .number(M.ticketAmountInvalid)
      .min(0, M.ticketAmountInvalid)
      .max(MAX_AMOUNT_SPENT, MESSAGES.reservation.amountSpentRange)
      .refine(isCents, M.ticketAmountInvalid),
    tables: z
      .array(safeString(MESSAGES.generic.invalidInput).trim().min(1).max(20), MESSAGES.generic.invalidInput)
      .max(TILL_TABLES_MAX, MESSAGES.generic.invalidInput)
      .default([]),
    closedAt: storableFormat(
      z.iso.datetime({ offset: true, message: MESSAGES.generic.invalidDateTime }),
    ).optional(),
    reservationId: safeString(MESSAGES.generic.reservationNotFound).trim().max(128).optional(),
  })
  .refine((t) => !!t.reservationId || (t.tables.length > 0 && !!t.closedAt), {
    message: M.ticketNeedsTarget,
    path: ['tables'],
  });
export type TillTicketInput = z.output<typeof TillTicketInputSchema>;

/** `listTillTickets` (staff of the venue): the tickets waiting to be attached. */
export const ListTillTicketsInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
});
export type ListTillTicketsInput = z.output<typeof ListTillTicketsInputSchema>;

/** `resolveTillTicket` (staff of the venue): one tap attaches the ticket to one of its candidate bookings. */
export const ResolveTillTicketInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  ticketId: requiredId(M.ticketNotFound),
  reservationId: requiredId(MESSAGES.generic.reservationNotFound),
});
export type ResolveTillTicketInput = z.output<typeof ResolveTillTicketInputSchema>;

/** A booking a ticket may belong to, as staff see it in the list. */
export interface TillCandidate {
  reservationId: string;
  customerName: string;
  date: string;
  time: string;
  partySize: number;
  tableId: string;
  status: string;
}

/** A ticket waiting in « Tickets de caisse à rattacher ». */
export interface TillTicketSummary {
  ticketId: string;
  amount: number;
  tables: string[];
  closedAt: string | null;
  receivedAt: string;
  outcome: 'ambiguous' | 'unmatched';
  candidates: TillCandidate[];
}
