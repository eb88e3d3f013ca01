import type { Reservation } from '@app/domain';
import {
  DINER_CONFIRMED_LABEL,
  DINER_CONFIRMED_MARK_LABEL,
  formatGuests,
  getStatusPresentation,
} from '@app/domain';
import { CheckCircle } from '@app/ui/icons';
import { StatusBadge } from '../../../components/status-badge';
import type { ReservationView } from '../day-model';

/** The status badge of a row: it opens the status menu, and says the status it shows. */
export function RowStatusButton({
  reservation,
  onStatusMenu,
}: {
  reservation: Reservation;
  onStatusMenu(reservation: Reservation, anchor: HTMLElement): void;
}) {
  const label = getStatusPresentation(reservation.status)?.label ?? reservation.status;
  return (
    <button
      type="button"
      className="status-button"
      aria-haspopup="menu"
      aria-label={`Changer le statut : ${label}`}
      onClick={(event) => {
        event.stopPropagation();
        onStatusMenu(reservation, event.currentTarget);
      }}
    >
      <StatusBadge status={reservation.status} />
    </button>
  );
}

/** The guest's name: the row's button for the keyboard and screen readers (it opens the booking). */
export function RowNameButton({
  view,
  title,
  onOpen,
}: {
  view: ReservationView;
  /** The whole name on hover, where the line cuts it. */
  title?: string;
  onOpen(reservation: Reservation): void;
}) {
  const r = view.reservation;
  return (
    <button
      type="button"
      className="reservation-row__name"
      title={title}
      aria-label={`${view.displayName}, réservation de ${r.time}, ${formatGuests({ count: r.partySize })}`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(r);
      }}
    >
      {view.displayName}
    </button>
  );
}

/** The guest's loyalty level and points at this restaurant, when known. */
export function RowLoyaltyBadge({ view }: { view: ReservationView }) {
  if (!view.loyalty) return null;
  return (
    <span className="badge loyalty-badge" title={`${view.loyalty.points} points`}>
      {view.loyalty.emoji} {view.loyalty.levelName} · {view.loyalty.pointsText} pts
    </span>
  );
}

/** « Venue confirmée »: the diner confirmed from the reminder e-mail's link (`dinerConfirmedAt`). */
export function RowDinerConfirmed({
  reservation,
  compact = false,
}: {
  reservation: Reservation;
  compact?: boolean;
}) {
  if (!reservation.dinerConfirmedAt) return null;
  return (
    <span
      className={`diner-confirmed${compact ? ' diner-confirmed--compact' : ''}`}
      role="img"
      aria-label={DINER_CONFIRMED_MARK_LABEL}
      title={DINER_CONFIRMED_MARK_LABEL}
    >
      <CheckCircle className="bo-icon" aria-hidden="true" />
      {compact ? null : <span aria-hidden="true"> {DINER_CONFIRMED_LABEL}</span>}
    </span>
  );
}
