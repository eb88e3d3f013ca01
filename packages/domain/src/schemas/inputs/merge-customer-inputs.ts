import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { requiredId } from './form-checks';

const customerId = () => requiredId(MESSAGES.generic.customerNotFound);

/**
 * `previewCustomerMerge` and `mergeCustomers` (staff, from the customer profile; ARCHITECTURE §8 "No record is
 * merged on a phone number alone: duplicates are merged by staff"): the venue the staff member works from, the
 * record that stays and the duplicate that is folded into it.
 */
export const MergeCustomersInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.restaurantNotFound),
  keptId: customerId(),
  duplicateId: customerId(),
});
export type MergeCustomersInput = z.output<typeof MergeCustomersInputSchema>;

/**
 * One of the two records as the preview shows it: contact, and the figures at the venue of the merge
 * (points, reservations, visits = completed bookings + declared visits), with how many venues know it.
 */
export interface MergeSide {
  customerId: string;
  name: string;
  email: string;
  phone: string;
  points: number;
  totalReservations: number;
  visits: number;
  restaurantCount: number;
}

/** What `previewCustomerMerge` answers: both records, the record after the merge, what moves. */
export interface CustomerMergePreview {
  kept: MergeSide;
  duplicate: MergeSide;
  /** The kept record after the merge (figures at the venue; restaurantCount over both records' venues). */
  result: Omit<MergeSide, 'customerId'>;
  /** Documents of the duplicate that will name the kept customer (reservations active and archived). */
  moves: { reservations: number; vouchers: number; reviews: number; ledgerEntries: number };
  /** The duplicate is known by an e-mail: its sign-in account (if any) is removed. */
  removesSignIn: boolean;
}

/** What `mergeCustomers` answers: the id of the record that stays. */
export interface MergeCustomersResult {
  ok: true;
  customerId: string;
}
