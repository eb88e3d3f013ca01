import { BILL_APPROVAL_MESSAGES as A } from './bill-approval-messages';
import { formatEuros } from './format-euros';
import { SPEND_MESSAGES as M } from './spend-messages';

/**
 * The history line of a bill entered or corrected (« Addition : 86,50 € »), or taken back (« Addition retirée »:
 * removed, set to 0, or the booking left « Terminée »); above the ceiling (issue 49), « Addition de 1 200,00 € en
 * attente de validation », then « … validée » or « … refusée ».
 * @example describeBillEntry({ amountSpent: 86.5 }) // 'Addition : 86,50 €'
 */
export function describeBillEntry({
  amountSpent,
  kind = 'bill',
}: {
  amountSpent: number | null | undefined;
  kind?: 'bill' | 'bill_held' | 'bill_approved' | 'bill_refused';
}): string {
  const euros = formatEuros({ amount: amountSpent ?? 0 });
  if (kind === 'bill_held') return A.heldEntry(euros);
  if (kind === 'bill_approved') return A.approvedEntry(euros);
  if (kind === 'bill_refused') return A.refusedEntry(euros);
  return amountSpent && amountSpent > 0 ? M.billEntry(euros) : M.billEntryRemoved;
}
