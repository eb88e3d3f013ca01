import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { SPEND_MESSAGES as M } from '../../spend/spend-messages';
import { requiredId } from './form-checks';
import { MAX_AMOUNT_SPENT } from './staff-reservation-inputs';
import { storableFormat } from '../safe-string';

/** Whole cents: 86.5 and 86.55 are, 86.555 is not (float noise tolerated). */
function isCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * A bill in euros as the apps send it (parseBillAmount read the typed text): 0 to {@link MAX_AMOUNT_SPENT}, cents at
 * most. 0 means no bill.
 */
export const BillAmountSchema = z
  .number(M.billInvalid)
  .min(0, M.billRange)
  .max(MAX_AMOUNT_SPENT, M.billRange)
  .refine(isCents, M.billCents);

/**
 * `setReservationBill`: staff enter or correct the bill of a completed booking (the detail page); null or 0 takes
 * it back. Setting the bill it already has changes nothing.
 */
export const SetReservationBillInputSchema = z.object({
  reservationId: requiredId(MESSAGES.generic.reservationNotFound),
  amountSpent: BillAmountSchema.nullable(),
});
/** {@link SetReservationBillInputSchema} output type. */
export type SetReservationBillInput = z.output<typeof SetReservationBillInputSchema>;

/**
 * `decideReservationBill`: an `admin_full` or `master_admin` approves or refuses the bill waiting on a booking
 * (issue 49). `amount` is the bill they were shown: a bill entered since (another amount) is not decided blindly.
 */
export const DecideReservationBillInputSchema = z.object({
  reservationId: requiredId(MESSAGES.generic.reservationNotFound),
  decision: z.enum(['approve', 'refuse'], MESSAGES.generic.invalidInput),
  amount: BillAmountSchema,
});
/** {@link DecideReservationBillInputSchema} output type. */
export type DecideReservationBillInput = z.output<typeof DecideReservationBillInputSchema>;

/**
 * `convertPointsToDiscount`: a customer turns points of a venue into one discount voucher at its rate. The browser
 * makes `requestId` once per tap of « Convertir » (a UUID), so a double tap or a retry gives the same voucher. The
 * rate and value are never sent: the server reads them from the venue's settings.
 */
export const ConvertPointsToDiscountInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.restaurantNotFound),
  requestId: storableFormat(z.uuid(MESSAGES.generic.invalidInput).max(36, MESSAGES.generic.invalidInput)),
});
/** {@link ConvertPointsToDiscountInputSchema} output type. */
export type ConvertPointsToDiscountInput = z.output<typeof ConvertPointsToDiscountInputSchema>;
