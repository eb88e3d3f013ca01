import {
  computeHomeCancellationStats,
  formatCustomerDisplayName,
  formatLongDate,
  formatRelativeTime,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { ArrowLeft, CalendarDays, Users } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { DinerActionBadge } from '../../../components/diner-action-badge';
import { paths } from '../../../routes/paths';
import { cancelledAt } from '../cancelled-at';

export interface CancelledTabProps {
  /** Cancellations proper, listed and counted. */
  items: Reservation[];
  /** Refused requests: counted apart ('Refusées'), neither listed nor in the cancellation figures. */
  refused: Reservation[];
  now: Date;
}

/**
 * Recent cancellations: count, covers lost, rate against the fixed base of 50, relative times; refused
 * requests are counted apart.
 */
export function CancelledTab({ items, refused, now }: CancelledTabProps) {
  const stats = computeHomeCancellationStats({ cancellations: [...items, ...refused] });
  return (
    <div>
      <dl className="stats">
        <div className="card">
          <dt>Annulations</dt>
          <dd data-testid="cancel-count">{stats.count}</dd>
        </div>
        <div className="card">
          <dt>Couverts perdus</dt>
          <dd data-testid="covers-lost">{stats.coversLost}</dd>
        </div>
        <div className="card">
          <dt>Taux d'annulation</dt>
          <dd data-testid="cancel-rate">{stats.cancellationRate} %</dd>
        </div>
        <div className="card">
          <dt>Refusées</dt>
          <dd data-testid="refused-count">{stats.refusedCount}</dd>
        </div>
      </dl>
      {items.length === 0 ? (
        <p className="empty-state">Aucune annulation récente</p>
      ) : (
        <ul className="card-list">
          {items.map((r) => (
            <li key={r.id} className="card cancelled-card">
              <strong>
                {formatCustomerDisplayName({
                  name: r.customerName,
                  firstName: r.customerFirstName,
                  lastName: r.customerLastName,
                })}
              </strong>
              <span className="muted"> · {formatRelativeTime({ at: cancelledAt(r), now })}</span>
              <DinerActionBadge reservation={r} />
              <p className="pending-card__line">
                <CalendarDays className="bo-icon" aria-hidden="true" />{' '}
                <span className="capitalize">{formatLongDate({ date: r.date })}</span> à {r.time} ·{' '}
                <span className="cancelled-card__covers">
                  <Users className="bo-icon" aria-hidden="true" /> {r.partySize}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.home}>
        <ArrowLeft aria-hidden="true" className="link-icon" /> Retour à l'accueil
      </Link>
    </div>
  );
}
