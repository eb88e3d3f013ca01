import {
  RESERVATION_MESSAGES,
  STAFF_STATUS_ACTIONS,
  getStatusPresentation,
  staffStatusAvailability,
  swipeActionsFor,
} from '@app/domain';
import type { Reservation, StaffStatusAction } from '@app/domain';
import { Button, now as readNow, useNow } from '@app/ui';
import { ChevronDown } from '@app/ui/icons';
import { useState } from 'react';
import { ACTION_ICONS } from '../../../components/action-icons';
import { StatusBadge } from '../../../components/status-badge';
import { StatusMenu } from '../../../components/status-menu';
import { useCompletionFlow } from '../../../hooks/use-completion-flow';
import { useRefusalFlow } from '../../../hooks/use-refusal-flow';

/**
 * The booking's status on its page and what may be done with it (issue 36, bug 9): the badge opens the same
 * status menu as the day list, and the day list's actions are buttons here (a request: « Confirmer » and a
 * neutral « Refuser » with its reason; otherwise « Installer », « No-show », « Annuler »), those the timing rule
 * forbids for now disabled with when they become possible. An archived booking is shown only.
 */
export function DetailStatusActions({ reservation: r }: { reservation: Reservation }) {
  const now = useNow();
  const refusal = useRefusalFlow();
  const completion = useCompletionFlow({ errorMessage: RESERVATION_MESSAGES.updateError });
  const { pending } = completion;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const readOnly = r.archived || r.isArchived;
  const availability = staffStatusAvailability({ reservation: r, now });
  const label = getStatusPresentation(r.status)?.label ?? r.status;

  function act(action: StaffStatusAction) {
    if (action === 'refuse') {
      refusal.requestRefusal(r);
      return;
    }
    completion.requestChange(r, STAFF_STATUS_ACTIONS[action].target);
  }

  return (
    <div className="detail-status">
      {readOnly ? (
        <StatusBadge status={r.status} variant="detail" />
      ) : (
        <button
          type="button"
          className="status-button detail-status__badge"
          aria-haspopup="menu"
          aria-label={`Changer le statut : ${label}`}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <StatusBadge status={r.status} variant="detail" />
          <ChevronDown className="bo-icon" aria-hidden="true" />
        </button>
      )}
      {readOnly ? null : (
        <div className="detail-status__actions" role="group" aria-label="Actions sur la réservation">
          {swipeActionsFor(r.status).map((action) => {
            const info = STAFF_STATUS_ACTIONS[action];
            const { allowed, hint, reason } = availability[info.target];
            return (
              <span key={action} title={allowed ? undefined : reason}>
                <Button
                  size="sm"
                  variant={action === 'confirm' ? 'primary' : action === 'cancel' ? 'danger' : 'secondary'}
                  icon={ACTION_ICONS[action]}
                  isDisabled={!allowed || pending}
                  onPress={() => act(action)}
                >
                  {allowed ? info.label : `${info.label} · ${hint}`}
                </Button>
              </span>
            );
          })}
        </div>
      )}
      {anchor ? (
        <StatusMenu
          current={r.status}
          availability={staffStatusAvailability({ reservation: r, now: readNow() })}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onSelect={(status) => {
            setAnchor(null);
            completion.requestChange(r, status, RESERVATION_MESSAGES.statusChangeError);
          }}
        />
      ) : null}
      {refusal.dialog}
      {completion.dialog}
    </div>
  );
}
