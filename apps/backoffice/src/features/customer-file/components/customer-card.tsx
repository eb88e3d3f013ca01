import type { Entity } from '@app/data';
import {
  CUSTOMER_FILE_TEXTS,
  customerInitials,
  type LoyaltyLevelThresholds,
  type RestaurantCustomer,
} from '@app/domain';
import { Badge, TierMark } from '@app/ui';
import { Building } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import {
  customerContact,
  customerDisplayName,
  customerTier,
  formatCustomerPoints,
  formatLastVisit,
} from '../../../lib/customer-format';

/**
 * One customer of the file (administration §2): a link to their profile named by the customer, with initials,
 * the « Plusieurs restaurants » badge, the tier badge of the restaurant's scale, e-mail or phone or
 * 'Pas de contact', points here, reservations here and last visit.
 */
export function CustomerCard({
  customer,
  levels,
}: {
  customer: Entity<RestaurantCustomer>;
  /** The restaurant's level thresholds; the tier badge waits for them. */
  levels: LoyaltyLevelThresholds | null;
}) {
  const name = customerDisplayName(customer);
  const contact = customerContact(customer);
  const tier = levels ? customerTier(customer, levels) : null;
  return (
    <li className="customer-card">
      {/* The card reads as one link named by the customer (a stretched link: the name's link covers the card). */}
      <div className="customer-card__link">
        <span className="customer-card__avatar" aria-hidden="true">
          {customerInitials({ name })}
        </span>
        <span className="customer-card__main">
          <Link className="customer-card__name" to={paths.customer(encodeURIComponent(customer.customerId))}>
            {name}
          </Link>
          <span className="customer-card__details">
            <span className="customer-card__badges">
              {tier ? (
                <Badge tone="primary" className="customer-card__tier">
                  <TierMark tier={tier.key} /> {tier.name}
                </Badge>
              ) : null}
              {customer.restaurantCount > 1 ? (
                <Badge tone="info" icon={Building}>
                  {CUSTOMER_FILE_TEXTS.severalRestaurants}
                </Badge>
              ) : null}
            </span>
            <span
              className={
                contact === CUSTOMER_FILE_TEXTS.noContact
                  ? 'customer-card__contact customer-card__contact--none'
                  : 'customer-card__contact'
              }
            >
              {contact}
            </span>
            <span className="customer-card__stats">
              <span className="customer-card__stat">
                <span className="customer-card__stat-label">{CUSTOMER_FILE_TEXTS.points}</span>{' '}
                <span className="customer-card__stat-value">{formatCustomerPoints(customer.points)}</span>
              </span>
              <span className="customer-card__stat">
                <span className="customer-card__stat-label">{CUSTOMER_FILE_TEXTS.reservations}</span>{' '}
                <span className="customer-card__stat-value">{customer.totalReservations}</span>
              </span>
              <span className="customer-card__stat">
                <span className="customer-card__stat-label">{CUSTOMER_FILE_TEXTS.lastVisit}</span>{' '}
                <span className="customer-card__stat-value">{formatLastVisit(customer.lastVisit)}</span>
              </span>
            </span>
          </span>
        </span>
      </div>
    </li>
  );
}
