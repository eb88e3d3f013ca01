import { RESERVATION_MESSAGES } from '@app/domain';
import type { Reservation } from '@app/domain';
import { useMemo } from 'react';
import { useNewArrivals } from '../../../hooks/use-new-arrivals';
import { groupPendingByDay } from '../pending-groups';
import { PendingRow } from './pending-row';
import type { PendingDecision } from './pending-row';

export interface PendingListProps {
  /** The requests shown (held in place for a second after a decision). */
  items: readonly Reservation[];
  /** The live list, for the arrivals. */
  live: readonly Reservation[];
  ready: boolean;
  today: string;
  decided: ReadonlyMap<string, PendingDecision>;
  onConfirm(reservation: Reservation): void;
  onRefuse(reservation: Reservation): void;
}

/**
 * « À confirmer », dense: requests grouped by day (today first), one line each; a request arriving while the list
 * is on screen is highlighted and announced.
 */
export function PendingList({ items, live, ready, today, decided, onConfirm, onRefuse }: PendingListProps) {
  const fresh = useNewArrivals(
    useMemo(() => live.map((r) => r.id), [live]),
    ready,
  );
  const days = useMemo(() => groupPendingByDay({ items, today }), [items, today]);
  const arrived = live.filter((r) => fresh.has(r.id)).length;
  if (items.length === 0) return <p className="empty-state">{RESERVATION_MESSAGES.noPending}</p>;
  return (
    <div className="pending-days">
      <p className="sr-only" role="status" aria-live="polite">
        {arrived > 0 ? `${arrived} ${arrived > 1 ? 'nouvelles demandes' : 'nouvelle demande'}` : ''}
      </p>
      {days.map((day) => (
        <section key={day.date} className="pending-day" aria-labelledby={`pending-day-${day.date}`}>
          <h2 id={`pending-day-${day.date}`} className="pending-day__title capitalize">
            {day.label}{' '}
            <span className="muted">
              · {day.items.length} {day.items.length > 1 ? 'demandes' : 'demande'}
            </span>
          </h2>
          <ul className="pending-day__list">
            {day.items.map((r) => (
              <PendingRow
                key={r.id}
                reservation={r}
                {...(decided.get(r.id) ? { decided: decided.get(r.id) } : {})}
                isNew={fresh.has(r.id)}
                busy={false}
                onConfirm={() => onConfirm(r)}
                onRefuse={() => onRefuse(r)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
