import { RestaurantMark } from '../../../lib/restaurant-identity/restaurant-mark';
import type { BookingRestaurant } from '../api/booking-types';

/**
 * The restaurant's band at the top of its booking page: its mark, name and address. The boot script paints the
 * same markup before the app's code has arrived (src/boot/paint-booking-header.ts; its test keeps the two equal),
 * so that React taking over the page moves nothing.
 */
export function BookingHeader({ restaurant }: { restaurant: BookingRestaurant }) {
  return (
    <header className="booking-header">
      <RestaurantMark restaurant={restaurant} className="booking-header__mark" />
      <div>
        <h1>{restaurant.name}</h1>
        {restaurant.address && <p className="booking-header__address">{restaurant.address}</p>}
      </div>
    </header>
  );
}
