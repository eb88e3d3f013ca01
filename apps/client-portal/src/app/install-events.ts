import { callFunction } from '../lib/functions';

/** The venue of a booking page address (`/reservation/{slug}`), else undefined. */
export function bookingSlugOf(pathname: string): string | undefined {
  const match = /^\/reservation\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * Counts the install offer shown and the app installed for the venue whose booking page is open (product events,
 * Rapports); elsewhere no venue is known, and nothing is counted. The event's name and the slug only, fire and
 * forget, like the booking page's own events.
 */
export function reportInstallEvent(event: 'pwa_prompt_shown' | 'pwa_installed'): void {
  const slug = bookingSlugOf(window.location.pathname);
  if (slug) void callFunction('recordProductEvent', { event, slug }).catch(() => undefined);
}
