import { useTranslator } from '@app/i18n/react';
import { PageLoader } from '@app/ui';
import { ChevronRight, Refresh } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { brandStyle } from '../../../lib/restaurant-identity/brand-color';
import { RestaurantMark } from '../../../lib/restaurant-identity/restaurant-mark';
import { usePublicRestaurants } from '../api/use-public-restaurants';

/**
 * Lists the restaurants, each with its logo or emoji and a band in its colour; choosing one opens its booking page
 * at `/reservation/{slug}`.
 */
export function RestaurantList({ bookingHref }: { bookingHref: (slug: string) => string }) {
  const { t } = useTranslator();
  const { data, isPending, isError, refetch } = usePublicRestaurants();
  if (isPending) return <PageLoader label={t('chooser.loading')} />;
  if (isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('chooser.loadFailed')}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
          <Refresh className="ui-button__icon" aria-hidden="true" />
          {t('chooser.retry')}
        </button>
      </div>
    );
  }
  if (data.length === 0) return <p className="notice">{t('chooser.none')}</p>;
  return (
    <ul className="restaurant-list" aria-label={t('chooser.listLabel')}>
      {data.map((restaurant) => (
        <li key={restaurant.id}>
          <Link
            className="restaurant-card"
            to={bookingHref(restaurant.slug)}
            style={brandStyle({ brandColor: restaurant.brandColor })}
          >
            <RestaurantMark restaurant={restaurant} className="restaurant-card__mark" />
            <span className="restaurant-card__body">
              <span className="restaurant-card__name">{restaurant.name}</span>
              {restaurant.address && <span className="restaurant-card__address">{restaurant.address}</span>}
            </span>
            <ChevronRight className="restaurant-card__chevron" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
