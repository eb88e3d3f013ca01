/**
 * The pages the boot script starts, each with its modules (the build lists their files in index.html:
 * vite/preload-route-chunks.ts).
 */
export const FIRST_SCREEN_PAGES = {
  // Each with React and the app (start-app.tsx), which the entry imports after the first paint too (main.tsx).
  booking: ['/src/app/start-app.tsx', '/src/pages/booking-page.tsx'],
  review: ['/src/app/start-app.tsx', '/src/pages/review-page.tsx'],
  // The customer guard and the space, with what they import (the Auth SDK, the customer's reads).
  space: ['/src/app/start-app.tsx', '/src/session/require-customer.tsx', '/src/pages/client-space-page.tsx'],
} as const;

/** session-record.ts's storage key: read here without its module, which the boot script does not carry. */
const SESSION_KEY = 'customerSession';

/**
 * Whether the browser keeps a customer session record (remember-me or this tab's), expired or not: the guard
 * decides; this only says whether the space is worth preloading rather than the login page it would lead to.
 */
export function hasSessionRecord(): boolean {
  try {
    return localStorage.getItem(SESSION_KEY) !== null || sessionStorage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

/** A public callable and its data, as the first screen's query makes it. */
export interface FirstScreenCall {
  name: string;
  data: Record<string, string>;
}

/** What the boot script starts for an address: its page's code, and the call its first screen waits for. */
export interface FirstScreen {
  page: keyof typeof FIRST_SCREEN_PAGES;
  /** None for the space: its reads need the customer's session, which its own code opens. */
  call?: FirstScreenCall;
}

const BOOKING = /^\/reservation\/([^/]+)\/?$/;
const REVIEW = /^\/review\/([^/]+)\/([^/]+)\/?$/;
const SPACE = /^\/client\/espace\/?$/;

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
 * (`useReviewContext`); the customer space's code when the browser has a session (`signedIn`). Nothing for the
 * other addresses.
 */
export function firstScreen(pathname: string, search: string, signedIn = false): FirstScreen | undefined {
  if (SPACE.test(pathname)) return signedIn ? { page: 'space' } : undefined;
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
