import type { Reservation, StaffStatusAction, TableConflict } from '@app/domain';
import {
  formatGuests,
  isTableProposal,
  STAFF_STATUS_ACTIONS,
  staffStatusAvailability,
  swipeActionsFor,
} from '@app/domain';
import { Menu } from '@app/ui';
import { Globe, MessageSquare, Sun, User, Users } from '@app/ui/icons';
import { memo, useMemo } from 'react';
import { frenchDateTime } from '../../../lib/dates';
import type { ReservationView } from '../day-model';
import { ACTION_ICONS, DANGER_ACTIONS } from '../../../components/action-icons';
import {
  RowConflictMark,
  RowDinerConfirmed,
  RowGuestMarks,
  RowArrivalMark,
  RowLanguageMark,
  RowNameButton,
  RowStatusButton,
  RowTierMark,
} from './row-parts';
import { TableBlock } from './table-block';
import { DinerActionBadge } from '../../../components/diner-action-badge';
import { KeepProposalButton } from '../../../components/keep-proposal-button';

export interface ReservationLineProps {
  view: ReservationView;
  /** Tables this booking shares with another at the same time (findTableConflicts): a mark until solved. */
  conflicts: readonly TableConflict<Reservation>[];
  /** Arrived while the day was on screen: highlighted, with a « Nouvelle » tag. */
  isNew?: boolean;
  /** The clock the actions are checked against (seat from its day, no-show from its time). */
  now: Date;
  onOpen(reservation: Reservation): void;
  onStatusMenu(reservation: Reservation, anchor: HTMLElement): void;
  onTables(reservation: Reservation): void;
  onAction(reservation: Reservation, action: StaffStatusAction): void;
}

/**
 * One booking on one line, for laptops: status, time, the guest's whole name (what staff scan) with the marks
 * of the guest file (tier, allergies, note, tags) and of a table conflict, guests, origin, terrace, request
 * (cut to the line, whole in its tooltip and in the booking), table, and an « Actions » menu.
 */
export const ReservationLine = memo(function ReservationLine({
  view,
  conflicts,
  isNew = false,
  now,
  onOpen,
  onStatusMenu,
  onTables,
  onAction,
}: ReservationLineProps) {
  const r = view.reservation;
  const actions = swipeActionsFor(r.status);
  const availability = useMemo(() => staffStatusAvailability({ reservation: r, now }), [r, now]);
  const origin = view.fromInternet
    ? 'Réservation faite par le client en ligne'
    : 'Réservation créée par le restaurant';
  return (
    <li
      className={`reservation-line${conflicts.length ? ' reservation-line--conflict' : ''}${isNew ? ' reservation-line--new' : ''}`}
      data-testid="reservation-row"
      data-reservation-id={r.id}
      onClick={() => onOpen(r)}
    >
      <RowStatusButton reservation={r} onStatusMenu={onStatusMenu} />
      <span className="reservation-line__time">{r.time}</span>
      <span className="reservation-line__who">
        <RowNameButton view={view} title={view.displayName} onOpen={onOpen} />
        <span className="row-marks">
          {isNew ? <span className="row-new">Nouvelle</span> : null}
          <DinerActionBadge reservation={r} />
          <RowDinerConfirmed reservation={r} compact />
          <RowTierMark view={view} />
          <RowGuestMarks view={view} />
          <RowArrivalMark reservation={r} />
          <RowLanguageMark reservation={r} />
          <RowConflictMark conflicts={conflicts} />
        </span>
      </span>
      <span className="reservation-line__guests">
        {/* The glossary's word is « personnes »: too long for the column, so a figure beside the people icon. */}
        <span aria-hidden="true">
          <Users className="bo-icon" /> {r.partySize}
        </span>
        <span className="sr-only">{formatGuests({ count: r.partySize })}</span>
      </span>
      <span className="reservation-line__origin" title={`${origin}, le ${frenchDateTime(r.createdAt)}`}>
        {view.fromInternet ? (
          <Globe className="bo-icon" aria-label="En ligne" role="img" />
        ) : (
          <User className="bo-icon" aria-label="Restaurant" role="img" />
        )}
        {r.terrace ? (
          <Sun className="bo-icon reservation-line__terrace" aria-label="Terrasse" role="img" />
        ) : null}
      </span>
      <span className="reservation-line__request" title={r.specialRequests || undefined}>
        {r.specialRequests ? (
          <>
            <MessageSquare className="bo-icon" aria-hidden="true" /> {r.specialRequests}
          </>
        ) : null}
      </span>
      <span className="reservation-line__table">
        <TableBlock
          tables={view.tables}
          conflict={conflicts.length > 0}
          proposed={isTableProposal(r)}
          onOpen={() => onTables(r)}
        />
        <KeepProposalButton reservation={r} />
      </span>
      <span className="reservation-line__actions" onClick={(event) => event.stopPropagation()}>
        {actions.length ? (
          <Menu
            label="Actions"
            iconOnly
            items={actions.map((action) => {
              const info = STAFF_STATUS_ACTIONS[action];
              const { allowed, hint } = availability[info.target];
              // An action the timing rule forbids for now stays listed, disabled, with when it will be possible.
              return {
                id: action,
                label: allowed ? info.label : `${info.label} · ${hint}`,
                icon: ACTION_ICONS[action],
                isDanger: DANGER_ACTIONS.has(action),
                isDisabled: !allowed,
              };
            })}
            onAction={(id) => onAction(r, id as StaffStatusAction)}
          />
        ) : null}
      </span>
    </li>
  );
});
