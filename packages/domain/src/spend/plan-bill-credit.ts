import { roundPoints } from '../loyalty/round-points';
import { NO_BILL_CREDIT, type BillCredit } from './bill-credit';
import { computeSpendPoints } from './compute-spend-points';
import { roundEuros } from './round-euros';

/** What the booking's bill should count for now: its euros and guests (0 € when it has no bill, or it is not completed). */
export interface BillTarget {
  amount: number;
  covers: number;
}

/** The ledger entry and the customer's figures that bring a credited bill to its target. */
export interface BillCreditPlan {
  /** False when the bill already counts exactly as it should: nothing to write. */
  changed: boolean;
  /** Revision of the ledger entry to write (`reservation:{id}:spend`, then `:spend:2`…). */
  revision: number;
  /** Points to add (negative to take back), before the balance's floor at 0. */
  pointsDelta: number;
  /** Changes of the venue's figures of the customer: euros, billed visits and their guests. */
  spend: { amount: number; visits: number; covers: number };
}

/**
 * The move from what a bill counts for (`credited`) to what it should (`target`): the points the venue's rate
 * gives the new amount minus those already credited, and the difference of euros, billed visits (a bill counts
 * one visit while its amount is above 0) and guests. A target of 0 € takes everything back.
 * @example planBillCredit({ credited: undefined, target: { amount: 86.5, covers: 2 }, pointsPerEuroSpent: 0.1 }).pointsDelta // 8.6
 */
export function planBillCredit({
  credited,
  target,
  pointsPerEuroSpent,
}: {
  credited: BillCredit | undefined;
  target: BillTarget;
  pointsPerEuroSpent: number;
}): BillCreditPlan {
  const from = credited ?? NO_BILL_CREDIT;
  const amount = target.amount > 0 ? roundEuros({ amount: target.amount }) : 0;
  const covers = amount > 0 ? Math.max(0, Math.round(target.covers)) : 0;
  const points = computeSpendPoints({ amountEuros: amount, pointsPerEuroSpent });
  const spend = {
    amount: roundEuros({ amount: amount - from.amount }),
    visits: (amount > 0 ? 1 : 0) - (from.amount > 0 ? 1 : 0),
    covers: covers - from.covers,
  };
  const pointsDelta = roundPoints({ points: points - from.points });
  const changed = spend.amount !== 0 || spend.visits !== 0 || spend.covers !== 0 || pointsDelta !== 0;
  return { changed, revision: from.revision + 1, pointsDelta, spend };
}
