import type { Reservation, StaffStatusAction, TableConflict } from '@app/domain';
import { STAFF_STATUS_ACTIONS, isTableProposal, staffStatusAvailability, swipeActionsFor } from '@app/domain';
import { Globe, MessageSquare, MoreVertical, Sun, User, Users } from '@app/ui/icons';
import { memo, useEffect, useMemo, useRef } from 'react';
import { frenchDateTime } from '../../../lib/dates';
import type { ReservationView } from '../day-model';
import { ACTION_ICONS } from '../../../components/action-icons';
import { SwipeRow } from './swipe-row';
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

export interface ReservationRowProps {
  view: ReservationView;
  /** Tables this booking shares with another at the same time (findTableConflicts): a mark until solved. */
  conflicts: readonly TableConflict<Reservation>[];
  /** Arrived while the day was on screen: highlighted, with a « Nouvelle » tag. */
  isNew?: boolean;
  /** The clock the actions are checked against (seat from the booking's day, no-show from its time). */
  now: Date;
  actionsOpen: boolean;
  onActionsOpenChange(id: string, open: boolean): void;
  onOpen(reservation: Reservation): void;
  onStatusMenu(reservation: Reservation, anchor: HTMLElement): void;
  onTables(reservation: Reservation): void;
  onAction(reservation: Reservation, action: StaffStatusAction): void;
}

const ACTION_WIDTH = 76;

/**
 * One reservation of the day on a phone, in two short lines: time, the guest's name and the guest file's marks,
 * then status badge (opens the status menu), party, origin, terrace and request, with the table block and the
 * « Actions » button at the side. Swiping left — or the « Actions » button — reveals the actions
 * the domain allows for the row's state; one the timing rule forbids for now stays shown, disabled, with a
 * short hint (« À partir du 24/11 ») and the full reason as its description.
 */
export const ReservationRow = memo(function ReservationRow({
  view,
  conflicts,
  isNew = false,
  now,
  actionsOpen,
  onActionsOpenChange,
  onOpen,
  onStatusMenu,
  onTables,
  onAction,
}: ReservationRowProps) {
  const r = view.reservation;
  // Memoised with stable handlers from the screen: a keystroke or another row's change does not redraw it.
  const setActionsOpen = (open: boolean) => onActionsOpenChange(r.id, open);
  const actions = swipeActionsFor(r.status);
  const availability = useMemo(() => staffStatusAvailability({ reservation: r, now }), [r, now]);
  const actionsButton = useRef<HTMLButtonElement>(null);
  // Opened from the « Actions » button (mouse or keyboard): the first action takes the focus.
  const focusFirstAction = useRef(false);
  useEffect(() => {
    if (!actionsOpen || !focusFirstAction.current) return;
    focusFirstAction.current = false;
    actionsButton.current
      ?.closest('.swipe-row')
      ?.querySelector<HTMLButtonElement>('.swipe-row__actions button')
      ?.focus();
  }, [actionsOpen]);

  const panel = actions.map((action) => {
    const ActionIcon = ACTION_ICONS[action];
    const info = STAFF_STATUS_ACTIONS[action];
    const { allowed, reason, hint } = availability[info.target];
    return (
      <button
        key={action}
        type="button"
        className={`swipe-action swipe-action--${action}`}
        tabIndex={actionsOpen ? 0 : -1}
        aria-label={allowed ? info.label : undefined}
        aria-disabled={allowed ? undefined : true}
        title={allowed ? undefined : reason}
        onClick={() => {
          if (!allowed) return;
          setActionsOpen(false);
          onAction(r, action);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setActionsOpen(false);
          actionsButton.current?.focus();
        }}
      >
        <ActionIcon className="swipe-action__icon" aria-hidden="true" />
        {info.label}
        {/* Not yet possible: named by what it shows, the action then when (label in name); the title says why. */}
        {allowed ? null : <span className="swipe-action__hint"> {hint}</span>}
      </button>
    );
  });

  return (
    <li
      className={`reservation-row${conflicts.length ? ' reservation-row--conflict' : ''}${isNew ? ' reservation-row--new' : ''}`}
      data-testid="reservation-row"
      data-reservation-id={r.id}
    >
      <SwipeRow
        open={actionsOpen}
        onOpenChange={setActionsOpen}
        actions={panel}
        actionsWidth={ACTION_WIDTH * actions.length}
      >
        {/* The whole card opens the booking for a pointer or a tap; for the keyboard and screen readers the
            name is the button, so that the card's other buttons are not nested inside another control. Two
            short lines (who, then status, party, origin and request) so that a phone shows eight or more. */}
        <div className="reservation-row__card" onClick={() => onOpen(r)}>
          <div className="reservation-row__who">
            <span className="reservation-row__time">{r.time}</span>
            <RowNameButton view={view} onOpen={onOpen} />
          </div>
          <div className="reservation-row__meta">
            <RowStatusButton reservation={r} onStatusMenu={onStatusMenu} />
            {/* The marks under the name, so that the name keeps the first line whole. */}
            <span className="row-marks">
              {isNew ? <span className="row-new">Nouvelle</span> : null}
              <DinerActionBadge reservation={r} compact />
              <RowDinerConfirmed reservation={r} compact />
              <RowTierMark view={view} />
              <RowGuestMarks view={view} />
              <RowArrivalMark reservation={r} />
              <RowLanguageMark reservation={r} />
              <RowConflictMark conflicts={conflicts} />
            </span>
            <span className="reservation-row__covers">
              <Users className="bo-icon" aria-hidden="true" /> {r.partySize}
              <span className="sr-only"> {r.partySize > 1 ? 'personnes' : 'personne'}</span>
            </span>
            <span
              className="reservation-row__origin"
              title={`${view.fromInternet ? 'Réservation faite par le client en ligne' : 'Réservation créée par le restaurant'}, le ${frenchDateTime(r.createdAt)}`}
            >
              {view.fromInternet ? (
                <Globe className="bo-icon" aria-label="En ligne" role="img" />
              ) : (
                <User className="bo-icon" aria-label="Restaurant" role="img" />
              )}
              {r.terrace ? (
                <Sun className="bo-icon reservation-row__terrace" aria-label="Terrasse" role="img" />
              ) : null}
            </span>
            {r.specialRequests ? (
              <span className="reservation-row__request">
                <MessageSquare className="bo-icon" aria-hidden="true" /> {r.specialRequests}
              </span>
            ) : null}
          </div>
          <div className="reservation-row__side">
            <TableBlock
              tables={view.tables}
              conflict={conflicts.length > 0}
              proposed={isTableProposal(r)}
              onOpen={() => onTables(r)}
            />
            <KeepProposalButton reservation={r} />
            <button
              ref={actionsButton}
              type="button"
              className="icon-button icon-button--small row-actions-button"
              aria-label="Actions"
              aria-expanded={actionsOpen}
              onClick={(event) => {
                event.stopPropagation();
                focusFirstAction.current = !actionsOpen;
                setActionsOpen(!actionsOpen);
              }}
            >
              <MoreVertical className="icon-button__icon" aria-hidden="true" />
            </button>
          </div>
        </div>
      </SwipeRow>
    </li>
  );
});
