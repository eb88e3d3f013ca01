/**
 * The booking page's first paint before the app's code: once the boot script has the restaurant's answer, it
 * writes the restaurant's band (mark, name, address: the page's largest text) into index.html's static shell, in
 * the markup React renders (BookingHeader; the test keeps the two equal). On a slow phone the diner reads where
 * they are booking while React, its router and the page's code still download; React's first render then puts
 * the same nodes in the same place, so nothing moves (no layout shift) and the largest paint is not repeated.
 */
import { venueInitials } from '@app/domain/venue-initials';
import { resolveBrandColor } from '../lib/restaurant-identity/brand-color';

/** The booking page's root classes (booking-page.tsx renders its `<main>` with them). */
export const BOOKING_PAGE_CLASS = 'page page--narrow brand-scope';

/** What index.html's shell marks as its own, replaceable loader (React has not rendered while it is there). */
const SHELL_LOADER = '#root > [data-static-shell]';

/** The fields of getRestaurantBySlug's answer the band shows, read without trusting the shape. */
interface BandRestaurant {
  name: string;
  logo?: string | null;
  address?: string;
  brandColor?: string | null;
}

function bandRestaurant(answer: unknown): BandRestaurant | undefined {
  const restaurant = (answer as { restaurant?: unknown } | null)?.restaurant as
    Record<string, unknown> | undefined;
  if (!restaurant || typeof restaurant.name !== 'string') return;
  return {
    name: restaurant.name,
    logo: typeof restaurant.logo === 'string' ? restaurant.logo : null,
    address: typeof restaurant.address === 'string' ? restaurant.address : '',
    brandColor: typeof restaurant.brandColor === 'string' ? restaurant.brandColor : null,
  };
}

/** The band's DOM, node for node what BookingHeader renders (text set as text: never parsed as HTML). */
export function bookingHeaderElement(restaurant: BandRestaurant, doc: Document = document): HTMLElement {
  const header = doc.createElement('header');
  header.className = 'booking-header';
  if (restaurant.logo) {
    const img = doc.createElement('img');
    img.className = 'booking-header__mark booking-header__mark--logo';
    img.setAttribute('alt', '');
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    // Last, as React sets it: the image is requested knowing it is lazy.
    img.setAttribute('src', restaurant.logo);
    header.append(img);
  } else {
    const mark = doc.createElement('span');
    mark.className = 'booking-header__mark booking-header__mark--initials';
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = venueInitials({ name: restaurant.name });
    header.append(mark);
  }
  const text = doc.createElement('div');
  const title = doc.createElement('h1');
  title.textContent = restaurant.name;
  text.append(title);
  if (restaurant.address) {
    const address = doc.createElement('p');
    address.className = 'booking-header__address';
    address.textContent = restaurant.address;
    text.append(address);
  }
  header.append(text);
  return header;
}

/**
 * Writes the restaurant's band from getRestaurantBySlug's answer into the static shell, above its loader, in the
 * page's `<main>` with the restaurant's colour. Does nothing once React has rendered (the shell's loader is gone)
 * or when the answer is not a restaurant (the page says why).
 */
export function paintBookingHeader(answer: unknown, doc: Document = document): void {
  const loader = doc.querySelector<HTMLElement>(SHELL_LOADER);
  const restaurant = bandRestaurant(answer);
  if (!loader || !restaurant) return;
  const main = doc.createElement('main');
  main.className = BOOKING_PAGE_CLASS;
  main.style.setProperty('--brand', resolveBrandColor(restaurant));
  loader.replaceWith(main);
  main.append(bookingHeaderElement(restaurant, doc), loader);
}
