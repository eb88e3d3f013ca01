import { buildPhoneHref, formatFrenchPhoneNumber } from '@app/domain';
import { useCatalogs, useDinerLanguage, useTranslator } from '@app/i18n/react';
import { PageLoader } from '@app/ui';
import { Phone, Refresh } from '@app/ui/icons';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBookingRestaurant } from '../features/booking/api/use-booking-restaurant';
import { BookingHeader } from '../features/booking/components/booking-header';
import { BookingWizard } from '../features/booking/components/booking-wizard';
import { brandStyle } from '../lib/restaurant-identity/brand-color';
import { paths } from '../routes/paths';

// The photos come after the band, in a chunk of their own (the first screen's budget, issue 51); their row's
// place is kept meanwhile, so nothing moves when they arrive.
const RestaurantGallery = lazy(() =>
  import('../features/booking/components/restaurant-gallery').then((module) => ({
    default: module.RestaurantGallery,
  })),
);

/**
 * `/reservation/{slug}`: the public booking of one restaurant, in its colour with its logo or emoji, and its
 * photos under the header.
 */
export function Component() {
  const { restaurantSlug = '' } = useParams();
  const restaurant = useBookingRestaurant(restaurantSlug);
  const language = useDinerLanguage();
  const { t } = useTranslator();
  // Reached by a link from another page, the booking words may still be on their way (issue 51).
  const words = useCatalogs(['booking']);
  const venueDefault = restaurant.data?.defaultLocale;
  // Without the diner's choice or a browser language we speak, the page speaks the venue's default (issue 51).
  useEffect(() => void language.setVenueDefault(venueDefault), [language, venueDefault]);
  // The restaurant's band (the page's largest text) is committed and painted on its own first; the wizard, most
  // of the render's work (4× slower on a mid-range phone), follows in a background render React may interrupt.
  const wizardShown = useDeferredValue(restaurant.data !== undefined && words, false);
  return (
    <main
      className="page page--narrow brand-scope"
      style={restaurant.data ? brandStyle({ brandColor: restaurant.data.brandColor }) : undefined}
    >
      {restaurant.isPending && (
        <PageLoader label={t(words ? 'booking.loadingRestaurant' : 'portal.loading')} />
      )}
      {restaurant.isError && (
        <div className="notice notice--error" role="alert">
          <p>{t('booking.restaurantNotLoaded')}</p>
          <div className="step__actions">
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => void restaurant.refetch()}
            >
              <Refresh className="ui-button__icon" aria-hidden="true" />
              {t('booking.retry')}
            </button>
            <Link className="ui-button ui-button--secondary" to={paths.chooser}>
              {t('booking.otherRestaurant')}
            </Link>
          </div>
        </div>
      )}
      {restaurant.data && (
        <>
          <BookingHeader restaurant={restaurant.data} />
          {restaurant.data.images.length > 0 && (
            <Suspense
              fallback={<div className="booking-gallery booking-gallery--pending" aria-hidden="true" />}
            >
              <RestaurantGallery name={restaurant.data.name} images={restaurant.data.images} />
            </Suspense>
          )}
          {!wizardShown ? null : restaurant.data.onlineBookingEnabled ? (
            <BookingWizard
              // Another venue of the group (a full slot's suggestion) starts from its own draft.
              key={restaurant.data.id}
              restaurant={restaurant.data}
              bookingHref={paths.booking}
              chooserHref={paths.chooser}
              // The venue rides along: a code asked from there is mailed under its name.
              clientSpaceHref={(email) =>
                `${paths.clientLogin}?email=${encodeURIComponent(email)}&restaurant=${encodeURIComponent(restaurant.data.id)}`
              }
            />
          ) : (
            <p className="notice" role="status">
              {restaurant.data.phone ? (
                <>
                  {t('booking.closedOnlineCall')}{' '}
                  <a className="phone-link" href={buildPhoneHref({ phone: restaurant.data.phone })}>
                    <Phone className="phone-link__icon" aria-hidden="true" />
                    {formatFrenchPhoneNumber({ phone: restaurant.data.phone })}
                  </a>
                  .
                </>
              ) : (
                t('booking.closedOnline')
              )}
            </p>
          )}
        </>
      )}
    </main>
  );
}
