import {
  STAFF_STATUS_ACTIONS,
  buildPhoneHref,
  formatCustomerDisplayName,
  formatLongDate,
  formatPhoneNumber,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { Badge, Button } from '@app/ui';
import { CalendarDays, Check, MessageSquare, Phone, Sun, Users, X } from '@app/ui/icons';

export interface PendingCardProps {
  reservation: Reservation;
  busy: boolean;
  onConfirm(): void;
  onRefuse(): void;
}

/** A pending request: name, terrace, phone, date and time, party size, request, Confirmer / Refuser. */
export function PendingCard({ reservation: r, busy, onConfirm, onRefuse }: PendingCardProps) {
  const name = formatCustomerDisplayName({
    name: r.customerName,
    firstName: r.customerFirstName,
    lastName: r.customerLastName,
  });
  return (
    <li className="card pending-card" data-testid="pending-card" data-reservation-id={r.id}>
      <div className="pending-card__head">
        <strong>{name || 'Client sans nom'}</strong>
        {r.terrace ? (
          <Badge className="terrace-badge" icon={Sun}>
            Terrasse
          </Badge>
        ) : null}
      </div>
      <p className="pending-card__line">
        <Phone className="bo-icon" aria-hidden="true" />{' '}
        {r.customerPhone ? (
          <a href={buildPhoneHref({ phone: r.customerPhone })}>
            {formatPhoneNumber({ phone: r.customerPhone })}
          </a>
        ) : (
          <span className="muted">Non renseigné</span>
        )}
      </p>
      <p className="pending-card__line">
        <CalendarDays className="bo-icon" aria-hidden="true" />{' '}
        <span className="capitalize">{formatLongDate({ date: r.date })}</span> à {r.time}
      </p>
      <p className="pending-card__line">
        <Users className="bo-icon" aria-hidden="true" /> {r.partySize}{' '}
        {r.partySize > 1 ? 'personnes' : 'personne'}
      </p>
      {r.specialRequests ? (
        <p className="reservation-row__request">
          <MessageSquare className="bo-icon" aria-hidden="true" /> {r.specialRequests}
        </p>
      ) : null}
      <div className="pending-card__actions">
        <Button variant="primary" icon={Check} isDisabled={busy} onPress={onConfirm}>
          {STAFF_STATUS_ACTIONS.confirm.label}
        </Button>
        <Button variant="danger" icon={X} isDisabled={busy} onPress={onRefuse}>
          {STAFF_STATUS_ACTIONS.refuse.label}
        </Button>
      </div>
    </li>
  );
}
