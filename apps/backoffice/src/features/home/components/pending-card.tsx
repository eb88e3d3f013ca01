import { STAFF_STATUS_ACTIONS, formatCustomerDisplayName, formatLongDate } from '@app/domain';
import type { Reservation } from '@app/domain';

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
        {r.terrace ? <span className="badge terrace-badge">☀️ Terrasse</span> : null}
      </div>
      <p className="pending-card__line">
        📞{' '}
        {r.customerPhone ? (
          <a href={`tel:${r.customerPhone.replace(/\s/g, '')}`}>{r.customerPhone}</a>
        ) : (
          <span className="muted">Non renseigné</span>
        )}
      </p>
      <p className="pending-card__line">
        📅 <span className="capitalize">{formatLongDate({ date: r.date })}</span> à {r.time}
      </p>
      <p className="pending-card__line">
        👥 {r.partySize} {r.partySize > 1 ? 'personnes' : 'personne'}
      </p>
      {r.specialRequests ? <p className="reservation-row__request">💬 {r.specialRequests}</p> : null}
      <div className="pending-card__actions">
        <button type="button" className="button button--success" disabled={busy} onClick={onConfirm}>
          ✅ {STAFF_STATUS_ACTIONS.confirm.label}
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={onRefuse}>
          ✖️ {STAFF_STATUS_ACTIONS.refuse.label}
        </button>
      </div>
    </li>
  );
}
