import type { Reservation, StaffStatusAction } from '@app/domain';
import { memo } from 'react';
import type { TimeGroup } from '../day-model';
import { ReservationRow } from './reservation-row';

export interface ReservationListProps {
  groups: TimeGroup[];
  openActions: string | null;
  onActionsOpenChange(id: string, open: boolean): void;
  onOpen(reservation: Reservation): void;
  onStatusMenu(reservation: Reservation, anchor: HTMLElement): void;
  onTables(reservation: Reservation): void;
  onAction(reservation: Reservation, action: StaffStatusAction): void;
}

/** Rows grouped by time, each group headed by its time and covers. */
export const ReservationList = memo(function ReservationList({ groups, openActions, onActionsOpenChange, ...handlers }: ReservationListProps) {
  return (
    <div className="reservation-groups">
      {groups.map((group) => (
        <section key={group.time} className="time-group" aria-labelledby={`time-${group.time}`}>
          <h2 id={`time-${group.time}`} className="time-group__title">
            {group.time} <span className="muted">· {group.covers} couv.</span>
          </h2>
          <ul className="time-group__list">
            {group.items.map((view) => (
              <ReservationRow
                key={view.reservation.id}
                view={view}
                actionsOpen={openActions === view.reservation.id}
                onActionsOpenChange={(open) => onActionsOpenChange(view.reservation.id, open)}
                {...handlers}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
