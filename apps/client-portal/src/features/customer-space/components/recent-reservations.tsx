import type { MySpaceReservation } from '@app/domain';
import { formatLongDate } from '@app/domain';
import { EmptyState } from '@app/ui';
import { CalendarDays, ChevronRight } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { CustomerStatusBadge } from '../../../lib/customer-status-badge';
import { paths } from '../../../routes/paths';

/** The 10 most recent reservations and visits, newest first, each opening its detail. */
export function RecentReservations({ items }: { items: MySpaceReservation[] }) {
  return (
    <section className="space-section" aria-labelledby="recent-title">
      <h2 id="recent-title">Mes réservations et visites</h2>
      {items.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title="Aucune réservation pour le moment"
          description="Vos réservations et vos visites déclarées au restaurant apparaîtront ici."
        />
      ) : (
        <ul className="recent-list">
          {items.map((item) => (
            <li key={item.id}>
              <Link className="recent-item" to={paths.clientReservation(item.id)}>
                <span className="recent-item__main">
                  <span className="recent-item__date">
                    {formatLongDate({ date: item.date })}
                    {item.time ? ` à ${item.time.replace(':', 'h')}` : ''}
                  </span>
                  <span className="recent-item__meta">
                    {item.restaurantName}
                    {item.isVisit ? '' : ` · ${item.partySize} personne${item.partySize > 1 ? 's' : ''}`}
                  </span>
                </span>
                <CustomerStatusBadge status={item.status} />
                <ChevronRight aria-hidden="true" className="recent-item__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
