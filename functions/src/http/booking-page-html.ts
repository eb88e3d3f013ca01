import { resolveBrandColor } from '@app/domain/brand-color';
import { venueInitials } from '@app/domain/venue-initials';
import { escapeHtml } from '../mail/mail-layout';
import type { PublicRestaurant } from '../callables/reservations/public-restaurants';

/**
 * The booking page's HTML as the portal's shell (its index.html) with the restaurant already in it (issue 38):
 * its band (mark, name, address: the page's largest text) above the shell's loader, in the markup the portal's
 * boot script paints and React renders (apps/client-portal/src/boot/paint-booking-header.ts; a journey keeps
 * the three equal), and getRestaurantBySlug's answer as JSON data that the boot script hands to the page's query.
 * The diner reads where they are booking at the first paint, before any JavaScript, and the page makes one call
 * less.
 */

/** The id of the data block the boot script reads (apps/client-portal/src/boot/embedded-answer.ts). */
export const EMBEDDED_ANSWER_ID = 'early-answer';

/** The shell's own loader (index.html), which the band goes above (and the review page's heading). */
export const SHELL_LOADER = /<div class="page-loader"[^>]*\bdata-static-shell\b[^>]*>[\s\S]*?<\/div>/;

/** The booking page's root classes (booking-page.tsx renders its `<main>` with them). */
const BOOKING_PAGE_CLASS = 'page page--narrow brand-scope';

/** JSON safe inside a `<script>` element: nothing in it can close the element or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The band, element for element what the boot script paints (text escaped: never markup). */
export function bookingBandHtml(restaurant: Pick<PublicRestaurant, 'name' | 'logo' | 'address'>): string {
  const mark = restaurant.logo
    ? `<img class="booking-header__mark booking-header__mark--logo" alt="" loading="lazy" decoding="async" src="${escapeHtml(restaurant.logo)}">`
    : `<span class="booking-header__mark booking-header__mark--initials" aria-hidden="true">${escapeHtml(venueInitials({ name: restaurant.name }))}</span>`;
  const address = restaurant.address
    ? `<p class="booking-header__address">${escapeHtml(restaurant.address)}</p>`
    : '';
  return `<header class="booking-header">${mark}<div><h1>${escapeHtml(restaurant.name)}</h1>${address}</div></header>`;
}

/**
 * The shell with the restaurant of `/reservation/{slug}` in it; the shell unchanged when it has no loader to put
 * the band above (a shell of another shape: the boot script then paints the band as before).
 */
export function renderBookingPage(
  shell: string,
  { slug, restaurant }: { slug: string; restaurant: PublicRestaurant },
): string {
  const loader = SHELL_LOADER.exec(shell);
  if (!loader || !shell.includes('</body>')) return shell;
  const main =
    `<main class="${BOOKING_PAGE_CLASS}" style="--brand: ${resolveBrandColor(restaurant)};">` +
    `${bookingBandHtml(restaurant)}${loader[0]}</main>`;
  const answer = { call: 'getRestaurantBySlug', data: { slug }, value: { restaurant } };
  const data = `<script type="application/json" id="${EMBEDDED_ANSWER_ID}">${jsonForScript(answer)}</script>`;
  return shell.replace(loader[0], () => main).replace('</body>', () => `${data}</body>`);
}
