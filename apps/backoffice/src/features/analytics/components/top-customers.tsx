import type { AnalyticsOverview } from '@app/data';
import { ANALYTICS_TEXTS as T, LOYALTY_LEVELS } from '@app/domain';
import { Badge, Card, EmptyState } from '@app/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';

const RANK_ICONS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

/**
 * The 10 customers with the most points here: 🥇 🥈 🥉 then #n, name, e-mail, points, reservations, and the level
 * on the venue's own scale.
 */
export function TopCustomers({ customers }: { customers: AnalyticsOverview['topCustomers'] }) {
  return (
    <Card title={T.topCustomers} headingLevel={2}>
      {customers.length === 0 ? (
        <EmptyState title={T.noCustomer} />
      ) : (
        <ol className="top-customers" aria-label={T.topCustomers}>
          {customers.map((customer) => (
            <li key={customer.customerId} className="top-customers__item">
              <span className="top-customers__rank" aria-label={`Rang ${customer.rank}`}>
                {RANK_ICONS[customer.rank] ?? `#${customer.rank}`}
              </span>
              <span className="top-customers__who">
                <Link
                  className="top-customers__name"
                  to={`${paths.customers}/${encodeURIComponent(customer.customerId)}`}
                >
                  {customer.name || customer.email}
                </Link>
                {customer.email ? <span className="top-customers__email">{customer.email}</span> : null}
              </span>
              <span className="top-customers__figures">
                <strong>{customer.points.toLocaleString('fr-FR')}</strong>{' '}
                {customer.points > 1 ? T.points : T.point} · {customer.reservations.toLocaleString('fr-FR')}{' '}
                {customer.reservations > 1 ? T.reservations : T.reservation}
              </span>
              <Badge tone={customer.status === 'new' ? 'neutral' : 'accent'}>
                {LOYALTY_LEVELS[customer.status].name}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
