import type { Reservation, TableConflict } from '@app/domain';
import {
  staffLanguageLabel,
  DINER_CONFIRMED_BY_SMS_LABEL,
  DINER_CONFIRMED_BY_SMS_MARK_LABEL,
  DINER_CONFIRMED_LABEL,
  DINER_CONFIRMED_MARK_LABEL,
  LOYALTY_LEVELS,
  TABLE_MESSAGES,
  formatCustomerDisplayName,
  formatGuests,
  formatTimeOfTimestamp,
  getStatusPresentation,
} from '@app/domain';
import { AlertTriangle, CheckCircle, MessageSquare, StickyNote, WheatOff } from '@app/ui/icons';
import { GuestLabelPills } from '../../../components/guest-file/guest-labels';
import { StatusBadge } from '../../../components/status-badge';
import type { ReservationView } from '../day-model';
import { TierMark } from '@app/ui';

const FIRST_LEVEL_NAME = LOYALTY_LEVELS.new.name;

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

/**
 * The guest's tier at this restaurant, compact: its drawn mark, named with the points for screen readers and on
 * hover (« Or, 620 points »). The first level (Nouveau) draws nothing: every new guest would carry it.
 */
export function RowTierMark({ view }: { view: ReservationView }) {
  const loyalty = view.loyalty;
  if (!loyalty || loyalty.levelName === FIRST_LEVEL_NAME) return null;
  const label = `${loyalty.levelName}, ${loyalty.pointsText} points`;
  return (
    <span className="row-mark tier-mark" role="img" aria-label={label} title={label}>
      <TierMark tier={loyalty.levelKey} />
    </span>
  );
}

/** The guest's language beside the name when it is not French: « Anglais » (issue 51). */
export function RowLanguageMark({ reservation }: { reservation: Pick<Reservation, 'locale'> }) {
  const label = staffLanguageLabel({ locale: reservation.locale });
  return label ? (
    <span className="row-new row-language" title={`Langue du client : ${label}`}>
      {label}
    </span>
  ) : null;
}

/**
 * « Arrivé 19:22 » beside the name once the guest checked in at the kiosk (issue 54): the host's signal, live with
 * the list, until the booking is completed.
 */
export function RowArrivalMark({ reservation }: { reservation: Pick<Reservation, 'arrival' | 'status'> }) {
  if (!reservation.arrival || reservation.status !== 'SEATED') return null;
  const time = formatTimeOfTimestamp({ timestamp: reservation.arrival.at });
  return (
    <span className="row-new row-arrival" title={`Arrivé à ${time}, enregistré sur la tablette`}>
      Arrivé {time}
    </span>
  );
}

/**
 * What the venue's guest file says beside the name: allergies (red, first: the kitchen must know), a note,
 * and its tags, each named in full for screen readers and on hover; before them the automatic labels of the
 * venue's history (« Habitué », « Nouveau », « Absences : 2 »), as text.
 */
export function RowGuestMarks({ view }: { view: ReservationView }) {
  const guest = view.guest;
  const labels = view.labels ? <GuestLabelPills labels={view.labels} /> : null;
  if (!guest) return labels;
  return (
    <>
      {labels}
      {guest.allergies ? (
        <span
          className="row-mark row-mark--allergy"
          role="img"
          aria-label={`Allergies : ${guest.allergies}`}
          title={`Allergies : ${guest.allergies}`}
        >
          <WheatOff className="bo-icon" aria-hidden="true" />
        </span>
      ) : null}
      {guest.note ? (
        <span
          className="row-mark row-mark--note"
          role="img"
          aria-label={`Note : ${guest.note}`}
          title={`Note : ${guest.note}`}
        >
          <StickyNote className="bo-icon" aria-hidden="true" />
        </span>
      ) : null}
      {guest.tags.slice(0, 2).map((tag) => (
        <span key={tag} className="row-tag">
          {tag}
        </span>
      ))}
    </>
  );
}

/** A table given to this booking and to another at the same time: a red mark naming the other, until solved. */
export function RowConflictMark({ conflicts }: { conflicts: readonly TableConflict<Reservation>[] }) {
  if (conflicts.length === 0) return null;
  const text = conflicts
    .map((c) =>
      TABLE_MESSAGES.conflictWith({
        table: c.table,
        name: formatCustomerDisplayName({
          name: c.other.customerName,
          firstName: c.other.customerFirstName,
          lastName: c.other.customerLastName,
        }),
        time: c.other.time,
      }),
    )
    .join(' · ');
  return (
    <span
      className="row-conflict"
      role="img"
      aria-label={`${TABLE_MESSAGES.conflictMark} : ${text}`}
      title={text}
    >
      <AlertTriangle className="bo-icon" aria-hidden="true" />
      <span aria-hidden="true"> {TABLE_MESSAGES.conflictMark}</span>
    </span>
  );
}

/**
 * « Venue confirmée »: the diner confirmed from the reminder e-mail's link (`dinerConfirmedAt`), or « Venue
 * confirmée par SMS » when they answered the reminder SMS (`dinerConfirmedBy: 'sms'`, issue 50).
 */
export function RowDinerConfirmed({
  reservation,
  compact = false,
}: {
  reservation: Reservation;
  compact?: boolean;
}) {
  if (!reservation.dinerConfirmedAt) return null;
  const bySms = reservation.dinerConfirmedBy === 'sms';
  const label = bySms ? DINER_CONFIRMED_BY_SMS_MARK_LABEL : DINER_CONFIRMED_MARK_LABEL;
  return (
    <span
      className={`diner-confirmed${compact ? ' diner-confirmed--compact' : ''}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {bySms ? (
        <MessageSquare className="bo-icon" aria-hidden="true" />
      ) : (
        <CheckCircle className="bo-icon" aria-hidden="true" />
      )}
      {compact ? null : (
        <span aria-hidden="true"> {bySms ? DINER_CONFIRMED_BY_SMS_LABEL : DINER_CONFIRMED_LABEL}</span>
      )}
    </span>
  );
}
