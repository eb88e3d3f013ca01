import { TIMELINE_MESSAGES, isTableProposal, splitTableIds, type Reservation } from '@app/domain';
import { useToast } from '@app/ui';
import { Check } from '@app/ui/icons';
import { useState } from 'react';
import { toUserMessage } from '../lib/error-message';
import { useCallables } from '../lib/services-context';

/**
 * « Garder » beside a « Table proposée » (issue 48): staff keep the table the engine gave the booking, which is
 * then theirs (the engine never moves it again); changing it is the table block beside it. Nothing when the
 * booking's tables are not an untouched proposal.
 */
export function KeepProposalButton({ reservation }: { reservation: Reservation }) {
  return isTableProposal(reservation) ? <KeepProposal reservation={reservation} /> : null;
}

function KeepProposal({ reservation }: { reservation: Reservation }) {
  const callables = useCallables();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const tables = splitTableIds(reservation.tableId).join(' + ');

  async function keep() {
    setBusy(true);
    try {
      await callables.keepTableProposal({ reservationId: reservation.id });
      toast.success(TIMELINE_MESSAGES.kept(tables));
    } catch (error) {
      toast.error(toUserMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="icon-button icon-button--small keep-proposal"
      aria-label={TIMELINE_MESSAGES.keepLabel(tables)}
      title={TIMELINE_MESSAGES.keep}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void keep();
      }}
    >
      <Check className="icon-button__icon" aria-hidden="true" />
    </button>
  );
}
