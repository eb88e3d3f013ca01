import { z } from 'zod';

/**
 * What the loyalty ledger and the customer's figures hold of one booking's bill (stored on the reservation as
 * `billCredit`): the euros and guests counted in the venue's view of the customer, the points the ledger credited
 * for it (after the balance's floor at 0), and how many ledger entries the bill has had (the next entry's
 * revision). A correction moves the difference between this and the new bill, so nothing is ever counted twice.
 */
export const BillCreditSchema = z.object({
  amount: z.number().min(0),
  covers: z.number().int().min(0),
  points: z.number(),
  revision: z.number().int().min(0),
});
/** {@link BillCreditSchema} output type. */
export type BillCredit = z.infer<typeof BillCreditSchema>;

/** A booking's bill before anything was credited. */
export const NO_BILL_CREDIT: BillCredit = Object.freeze({ amount: 0, covers: 0, points: 0, revision: 0 });
