import { formatEuros } from './format-euros';
import { SPEND_MESSAGES as M } from './spend-messages';

/**
 * The history line of a bill entered or corrected (« Addition : 86,50 € »), or taken back (« Addition retirée »:
 * removed, set to 0, or the booking left « Terminée »).
 * @example describeBillEntry({ amountSpent: 86.5 }) // 'Addition : 86,50 €'
 */
export function describeBillEntry({ amountSpent }: { amountSpent: number | null | undefined }): string {
  return amountSpent && amountSpent > 0
    ? M.billEntry(formatEuros({ amount: amountSpent }))
    : M.billEntryRemoved;
}
