import { BOOKING_MESSAGES, buildPhoneHref, formatFrenchPhoneNumber } from '@app/domain';
import { useDinerLanguage, useTranslator } from '@app/i18n/react';
import { PageLoader } from '@app/ui';
import { Phone, Refresh } from '@app/ui/icons';
import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBookingRestaurant } from '../features/booking/api/use-booking-restaurant';
import { BookingHeader } from '../features/booking/components/booking-header';
import { BookingWizard } from '../features/booking/components/booking-wizard';
import { RestaurantGallery } from '../features/booking/components/restaurant-gallery';
import { brandStyle } from '../lib/restaurant-identity/brand-color';
import { paths } from '../routes/paths';

/**
 * `/reservation/{slug}`: the public booking of one restaurant, in its colour with its logo or emoji, and its
 * photos under the header.
 */
export function Component() {
  const { restaurantSlug = '' } = useParams();
  const restaurant = useBookingRestaurant(restaurantSlug);
  const language = useDinerLanguage();
  const { t, message } = useTranslator();
  const venueDefault = restaurant.data?.defaultLocale;
  // Without the diner's choice or a browser language we speak, the page speaks the venue's default (issue 51).
  useEffect(() => void language.setVenueDefault(venueDefault), [language, venueDefault]);
  // The restaurant's band (the page's largest text) is committed and painted on its own first; the wizard, most
  // of the render's work (4× slower on a mid-range phone), follows in a background render React may interrupt.
  const wizardShown = useDeferredValue(restaurant.data !== undefined, false);
  return (
    <main
      className="page page--narrow brand-scope"
      style={restaurant.data ? brandStyle({ brandColor: restaurant.data.brandColor }) : undefined}
    >
      {restaurant.isPending && <PageLoader label={t('booking.loadingRestaurant')} />}
      {restaurant.isError && (
        <div className="notice notice--error" role="alert">
          <p>{message(BOOKING_MESSAGES.restaurantNotLoaded)}</p>
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
          <RestaurantGallery name={restaurant.data.name} images={restaurant.data.images} />
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
