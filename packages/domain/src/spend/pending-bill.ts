import { z } from 'zod';
import { TimestampSchema } from '../schemas/primitives';
import { safeString } from '../schemas/safe-string';

/**
 * A bill above the venue's ceiling, entered by an `admin` (issue 49, « Insider points »): stored on the booking as
 * `pendingBill` and shown « En attente de validation »; it earns nothing and counts in no takings until an
 * `admin_full` or `master_admin` of the venue approves it (then it is the booking's bill) or refuses it (the bill
 * credited before, if any, stays). Who entered it and when stay on the booking, for staff only.
 */
export const PendingBillSchema = z.object({
  amount: z.number().min(0),
  /** The ceiling it went over, for the whole table (euros). */
  ceiling: z.number().min(0),
  enteredBy: safeString(),
  enteredAt: TimestampSchema,
});
/** {@link PendingBillSchema} output type. */
export type PendingBill = z.infer<typeof PendingBillSchema>;
