/**
 * The pages the boot script starts, each with its module (the build lists their files in index.html:
 * vite/preload-route-chunks.ts).
 */
export const FIRST_SCREEN_PAGES = {
  booking: '/src/pages/booking-page.tsx',
  review: '/src/pages/review-page.tsx',
} as const;

/** A public callable and its data, as the first screen's query makes it. */
export interface FirstScreenCall {
  name: string;
  data: Record<string, string>;
}

/** What the boot script starts for an address: its page's code, and the call its first screen waits for. */
export interface FirstScreen {
  page: keyof typeof FIRST_SCREEN_PAGES;
  call: FirstScreenCall;
}

const BOOKING = /^\/reservation\/([^/]+)\/?$/;
const REVIEW = /^\/review\/([^/]+)\/([^/]+)\/?$/;

function segment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The page of an address and the call its first screen waits for, with the same data as its query (so that the
 * query takes its answer): the restaurant of a booking page (`useBookingRestaurant`), the visit of a review link
 * (`useReviewContext`). Nothing for the other addresses (their calls need the customer's session).
 */
export function firstScreen(pathname: string, search: string): FirstScreen | undefined {
  const booking = BOOKING.exec(pathname);
  if (booking) {
    const slug = segment(booking[1] ?? '');
    // The reminder's answer page (/reservation/reponse) is not a restaurant.
    if (!slug || slug === 'reponse') return undefined;
    return { page: 'booking', call: { name: 'getRestaurantBySlug', data: { slug } } };
  }
  const review = REVIEW.exec(pathname);
  if (review) {
    const restaurantId = segment(review[1] ?? '');
    const reservationId = segment(review[2] ?? '');
    if (!restaurantId || !reservationId) return undefined;
    const visitId = new URLSearchParams(search).get('visit')?.trim();
    const data: Record<string, string> = visitId
      ? { restaurantId, reservationId, visitId }
      : { restaurantId, reservationId };
    return { page: 'review', call: { name: 'getReviewContext', data } };
  }
  return undefined;
}
