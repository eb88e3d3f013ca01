import {
  ONLINE_GUARD_TEXTS,
  STAFF_STATUS_ACTIONS,
  buildPhoneHref,
  formatCustomerDisplayName,
  formatGuests,
  formatLongDate,
  formatPhoneNumber,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { Badge, Button } from '@app/ui';
import { Check, CheckCircle, MessageSquare, ShieldAlert, Sun, X } from '@app/ui/icons';
import { BlockEmailAction } from '../../../components/block-email-action';
import { DinerActionBadge } from '../../../components/diner-action-badge';

/** What staff just decided on a row still held in place for a second. */
export type PendingDecision = 'confirmed' | 'refused';

export interface PendingRowProps {
  reservation: Reservation;
  /** Decided a moment ago: the row says so instead of offering its buttons, then leaves. */
  decided?: PendingDecision;
  /** Arrived while the list was on screen: highlighted. */
  isNew: boolean;
  busy: boolean;
  onConfirm(): void;
  onRefuse(): void;
}

/**
 * One pending request on one compact line (issue 36): time, the guest's name, terrace, party, phone, request,
 * then « Confirmer » and a neutral « Refuser » (a refusal asks for its reason first); a booking the diner changed
 * back into a request says « Modifiée par le client » (issue 48). A request held for staff
 * (issue 49) says « Non vérifiée » and offers « Bloquer cette adresse e-mail » on a line of its own.
 */
export function PendingRow({ reservation: r, decided, isNew, busy, onConfirm, onRefuse }: PendingRowProps) {
  const name =
    formatCustomerDisplayName({
      name: r.customerName,
      firstName: r.customerFirstName,
      lastName: r.customerLastName,
    }) || 'Client sans nom';
  const held = r.heldForReview === true && r.customerEmail !== '' && !decided;
  return (
    <li
      className={`pending-row${isNew ? ' pending-row--new' : ''}${decided ? ' pending-row--decided' : ''}${held ? ' pending-row--held' : ''}`}
      data-testid="pending-card"
      data-reservation-id={r.id}
    >
      <span className="pending-row__time">
        {/* The day heads the group; each row still says it whole to a screen reader. */}
        <span className="sr-only">{formatLongDate({ date: r.date })} à </span>
        {r.time}
      </span>
      <span className="pending-row__who">
        <strong className="pending-row__name">{name}</strong>
        {isNew ? <span className="pending-row__new">Nouvelle</span> : null}
        {r.terrace ? (
          <Badge className="terrace-badge" icon={Sun}>
            Terrasse
          </Badge>
        ) : null}
        <DinerActionBadge reservation={r} />
        {r.heldForReview ? (
          <Badge tone="warning" icon={ShieldAlert}>
            {ONLINE_GUARD_TEXTS.heldBadge}
          </Badge>
        ) : null}
      </span>
      <span className="pending-row__meta">
        <span className="pending-row__party">{formatGuests({ count: r.partySize })}</span>
        {r.customerPhone ? (
          <a className="pending-row__phone" href={buildPhoneHref({ phone: r.customerPhone })}>
            {formatPhoneNumber({ phone: r.customerPhone })}
          </a>
        ) : (
          <span className="muted">Sans téléphone</span>
        )}
        {r.specialRequests ? (
          <span className="pending-row__request" title={r.specialRequests}>
            <MessageSquare className="bo-icon" aria-hidden="true" /> {r.specialRequests}
          </span>
        ) : null}
      </span>
      <span className="pending-row__actions">
        {decided ? (
          <span className="pending-row__decided" role="status">
            {decided === 'confirmed' ? (
              <>
                <CheckCircle className="bo-icon" aria-hidden="true" /> Confirmée
              </>
            ) : (
              'Refusée'
            )}
          </span>
        ) : (
          <>
            <Button variant="primary" size="sm" icon={Check} isDisabled={busy} onPress={onConfirm}>
              {STAFF_STATUS_ACTIONS.confirm.label}
            </Button>
            <Button variant="secondary" size="sm" icon={X} isDisabled={busy} onPress={onRefuse}>
              {STAFF_STATUS_ACTIONS.refuse.label}
            </Button>
          </>
        )}
      </span>
      {held ? (
        <span className="pending-row__guard">
          <span className="muted">{r.customerEmail}</span>
          <BlockEmailAction
            restaurantId={r.restaurantId}
            target={{ reservationId: r.id }}
            email={r.customerEmail}
          />
        </span>
      ) : null}
    </li>
  );
}
