import { roundEuros } from './round-euros';

/** The staff roles that may approve a bill above the ceiling, and whose own bills count at once. */
export const BILL_APPROVER_ROLES = ['admin_full', 'master_admin'] as const;

/**
 * Whether a bill waits for approval (issue 49): when it goes over the ceiling per cover times the table's guests
 * and the person entering it may not approve it (the lowest role, `admin`). An approver's own bill counts at once:
 * entering it is the approval, recorded in the history with their name.
 * @example needsBillApproval({ amount: 100000, partySize: 2, perCover: 150, role: 'admin' }) // { held: true, ceiling: 300 }
 */
export function needsBillApproval({
  amount,
  partySize,
  perCover,
  role,
}: {
  amount: number;
  partySize: number;
  perCover: number;
  role: string;
}): { held: boolean; ceiling: number } {
  const ceiling = roundEuros({ amount: perCover * Math.max(1, partySize) });
  const approver = (BILL_APPROVER_ROLES as readonly string[]).includes(role);
  return { held: amount > ceiling && !approver, ceiling };
}
