import type { MySpaceReservation } from '@app/domain';
import { formatLongDate } from '@app/domain';
import { ChevronRight } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { CustomerStatusBadge } from '../../../lib/customer-status-badge';
import { paths } from '../../../routes/paths';

/** A request the restaurant has not answered yet, as the diner reads it in their list. */
export const PENDING_LABEL = 'En attente de confirmation';

/** One booking or visit of the space: its day and time, where and for how many, its status; opens its detail. */
export function BookingRow({ item }: { item: MySpaceReservation }) {
  return (
    <li>
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
          {/* Under the day rather than beside it: « En attente de confirmation » left the date a third of a phone. */}
          <span className="recent-item__status">
            <CustomerStatusBadge
              status={item.status}
              refused={item.refused}
              {...(item.status === 'PENDING' ? { label: PENDING_LABEL } : {})}
            />
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="recent-item__chevron" />
      </Link>
    </li>
  );
}
