import { BILL_APPROVAL_MESSAGES as A, BILL_APPROVER_ROLES, formatEuros } from '@app/domain';
import type { PendingBill } from '@app/domain';
import { Badge, Button, useToast } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { useCreatorName } from '../../../hooks/use-creator-name';
import { frenchDateTime } from '../../../lib/dates';
import { toUserMessage } from '../../../lib/error-message';
import { useCallables } from '../../../lib/services-context';
import { useStaffSession } from '../../../session/session-provider';

/**
 * A bill above the venue's ceiling (issue 49, « Insider points »): « En attente de validation », the amount, the
 * ceiling it goes over, who entered it and when; « Valider l’addition » and « Refuser l’addition » for an
 * `admin_full` or `master_admin` only (the server refuses anyone else). The live booking then shows the decision,
 * and its history who took it.
 */
export function PendingBillPanel({
  reservationId,
  pending,
}: {
  reservationId: string;
  pending: PendingBill;
}) {
  const callables = useCallables();
  const toast = useToast();
  const { staff } = useStaffSession();
  const enteredBy = useCreatorName(pending.enteredBy);
  const mayDecide = (BILL_APPROVER_ROLES as readonly string[]).includes(staff.role);
  const decide = useMutation({
    mutationKey: ['decideReservationBill'],
    networkMode: 'always',
    mutationFn: (decision: 'approve' | 'refuse') =>
      callables.decideReservationBill({ reservationId, decision, amount: pending.amount }),
    onSuccess: (_result, decision) => toast.success(decision === 'approve' ? A.approved : A.refused),
    onError: (err) => toast.error(A.approveError, { title: toUserMessage(err) }),
  });
  return (
    <div className="pending-bill" role="group" aria-label={A.pendingBadge}>
      <p>
        <Badge tone="warning">{A.pendingBadge}</Badge>{' '}
        <strong>{formatEuros({ amount: pending.amount })}</strong>
      </p>
      <p className="muted">
        {A.held(formatEuros({ amount: pending.amount }), formatEuros({ amount: pending.ceiling }))}
      </p>
      <p className="muted">{A.enteredBy(enteredBy, frenchDateTime(pending.enteredAt))}</p>
      {mayDecide ? (
        <p className="pending-bill__actions">
          <Button
            size="sm"
            variant="primary"
            isDisabled={decide.isPending}
            onPress={() => decide.mutate('approve')}
          >
            {A.approve}
          </Button>{' '}
          <Button
            size="sm"
            variant="secondary"
            isDisabled={decide.isPending}
            onPress={() => decide.mutate('refuse')}
          >
            {A.refuse}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
