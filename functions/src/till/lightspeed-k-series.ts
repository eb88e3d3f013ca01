import { z } from 'zod';
import { MESSAGES, type TillTicketInput, safeString } from '@app/domain';

/**
 * Lightspeed Restaurant (K-Series) « Reservations for Platforms » order notification (its OpenAPI 3.1 document's
 * `webhooks` → `reservationOrderNotification`, schema `OrderUpdate` with its `Account`): the till calls the
 * platform's `orderWebhookUrl` on OPEN, UPDATE, CLOSE and CANCEL of an order. Only what the ticket needs is read;
 * every other field is let through unread. Amounts are in the account's currency (ISO-4217), times in ms.
 */
export const LightspeedOrderUpdateSchema = z.object({
  notificationType: z.enum(['OPEN', 'UPDATE', 'CLOSE', 'CANCEL'], MESSAGES.generic.invalidInput),
  businessLocationId: safeString().max(64).optional(),
  platformRestaurantId: safeString().max(128).optional(),
  /** Ours when the booking was pushed to the till with its id (then the ticket needs no table matching). */
  platformReservationId: safeString().max(128).optional(),
  sequenceId: safeString().max(64).optional(),
  account: z
    .object({
      accountNumber: safeString().max(64).optional(),
      receiptNumber: safeString().max(64).optional(),
      closeDate: z.number().int().nonnegative().nullable().optional(),
      totalAmount: z.number().optional(),
      currencyCode: safeString().max(3).optional(),
      tables: z.array(safeString().max(20)).max(10).optional(),
      tableNumber: z.number().optional(),
      coverCount: z.number().optional(),
    })
    .optional(),
});
export type LightspeedOrderUpdate = z.infer<typeof LightspeedOrderUpdateSchema>;

/**
 * The ticket a K-Series CLOSE carries, or null for the notifications that close nothing (OPEN, UPDATE, CANCEL):
 * the receipt number (else the account number) as the ticket id, prefixed so it never meets our own format's;
 * the receipt's total (the tip, `gratuityAmount`, is not spend); its tables (else the deprecated table number);
 * its close time; our booking id when the till has it. A currency other than the euro is refused.
 */
export function ticketFromLightspeed(update: LightspeedOrderUpdate): TillTicketInput | null | 'invalid' {
  if (update.notificationType !== 'CLOSE') return null;
  const account = update.account;
  const id = account?.receiptNumber ?? account?.accountNumber;
  if (!account || !id || typeof account.totalAmount !== 'number') return 'invalid';
  if (account.currencyCode && account.currencyCode.toUpperCase() !== 'EUR') return 'invalid';
  const tables = account.tables?.length
    ? account.tables
    : account.tableNumber !== undefined
      ? [String(account.tableNumber)]
      : [];
  return {
    ticketId: `lsk:${id}`,
    amount: Math.round(account.totalAmount * 100) / 100,
    tables,
    ...(account.closeDate ? { closedAt: new Date(account.closeDate).toISOString() } : {}),
    ...(update.platformReservationId ? { reservationId: update.platformReservationId } : {}),
  };
}
