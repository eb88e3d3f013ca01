import { formatCovers } from '@app/domain';
import type { Reservation, StaffStatusAction, TableConflict } from '@app/domain';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { TimeGroup } from '../day-model';
import { firstRows } from '../first-rows';
import { ReservationLine } from './reservation-line';
import { ReservationRow } from './reservation-row';

export interface ReservationListProps {
  groups: TimeGroup[];
  /** Changes with the tab, service, search and date: the list then starts again from its first rows. */
  resetKey: string;
  /** Laptops: one line per booking with an actions menu; phones: cards with the swipe tray. */
  dense?: boolean;
  /** The clock the rows' actions are checked against. */
  now: Date;
  /** The day's tables given twice (findTableConflicts), by reservation id. */
  conflicts: ReadonlyMap<string, readonly TableConflict<Reservation>[]>;
  /** Bookings that arrived while the day was on screen: highlighted. */
  fresh: ReadonlySet<string>;
  openActions: string | null;
  onActionsOpenChange(id: string, open: boolean): void;
  onOpen(reservation: Reservation): void;
  onStatusMenu(reservation: Reservation, anchor: HTMLElement): void;
  onTables(reservation: Reservation): void;
  onAction(reservation: Reservation, action: StaffStatusAction): void;
}

/**
 * Rows first drawn, then added per batch as the end of the list nears the screen: a busy day (hundreds of
 * bookings) switches tab or search within a frame budget instead of building every row at once.
 */
export const FIRST_ROWS = 30;
/** One empty list for every row without a conflict, so that memoised rows keep their props. */
const NO_CONFLICT: readonly TableConflict<Reservation>[] = [];
export const MORE_ROWS = 30;

/** Rows grouped by time, each group headed by its time and covers. */
export const ReservationList = memo(function ReservationList({
  groups,
  resetKey,
  dense = false,
  openActions,
  onActionsOpenChange,
  conflicts,
  fresh,
  ...handlers
}: ReservationListProps) {
  const total = useMemo(() => groups.reduce((n, g) => n + g.items.length, 0), [groups]);
  const [progress, setProgress] = useState({ key: resetKey, shown: FIRST_ROWS });
  let shown = progress.shown;
  if (progress.key !== resetKey) {
    shown = FIRST_ROWS;
    setProgress({ key: resetKey, shown });
  }
  const visible = useMemo(() => firstRows(groups, shown), [groups, shown]);
  const more = useRef<HTMLButtonElement>(null);
  const showMore = () => setProgress((p) => ({ ...p, shown: p.shown + MORE_ROWS }));

  useEffect(() => {
    const node = more.current;
    if (shown >= total || !node || typeof IntersectionObserver === 'undefined') return;
    // Observing again after each batch reports at once whether the end is still near the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setProgress((p) => ({ ...p, shown: p.shown + MORE_ROWS }));
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, total]);

  return (
    <div className={`reservation-groups${dense ? ' reservation-groups--dense' : ''}`}>
      {visible.map((group) => (
        <section key={group.time} className="time-group" aria-labelledby={`time-${group.time}`}>
          {/* Each row prints its time: the heading stays for screen readers and as a thin rule between times. */}
          <h2 id={`time-${group.time}`} className="time-group__title">
            {group.time} <span className="muted">· {formatCovers({ count: group.covers })}</span>
          </h2>
          <ul className="time-group__list">
            {group.items.map((view) =>
              dense ? (
                <ReservationLine
                  key={view.reservation.id}
                  view={view}
                  conflicts={conflicts.get(view.reservation.id) ?? NO_CONFLICT}
                  isNew={fresh.has(view.reservation.id)}
                  {...handlers}
                />
              ) : (
                <ReservationRow
                  key={view.reservation.id}
                  view={view}
                  conflicts={conflicts.get(view.reservation.id) ?? NO_CONFLICT}
                  isNew={fresh.has(view.reservation.id)}
                  actionsOpen={openActions === view.reservation.id}
                  onActionsOpenChange={onActionsOpenChange}
                  {...handlers}
                />
              ),
            )}
          </ul>
        </section>
      ))}
      {shown < total ? (
        <button
          ref={more}
          type="button"
          className="button button--small reservation-groups__more"
          onClick={showMore}
        >
          Afficher {Math.min(MORE_ROWS, total - shown)} réservations de plus ({total - shown} restantes)
        </button>
      ) : null}
    </div>
  );
});
