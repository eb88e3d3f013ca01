/**
 * The boot script: a small entry of its own that index.html loads beside the app (vite/boot-script.ts) and that
 * runs as soon as it arrives, long before the app's code on a slow network. For the address opened, it preloads
 * its page's code and starts the call its first screen waits for (index.html has already opened the connection
 * to the functions); the app's query takes the answer. A booking page's restaurant band is painted from that
 * answer at once (paint-booking-header.ts). For a signed-in customer's space, it preloads the space's code and
 * opens the Auth session.
 */
import { startEarlyCall } from '../lib/early-calls';
import { firstScreen, hasSessionRecord } from './first-screen';
import { paintBookingHeader } from './paint-booking-header';
import { preloadPageChunks } from './preload-page-chunks';

const first = firstScreen(window.location.pathname, window.location.search, hasSessionRecord());
if (first) preloadPageChunks(first.page);
if (first?.call) {
  const answer = startEarlyCall(first.call.name, first.call.data);
  // The restaurant's band is painted as soon as its answer is here, long before React on a slow network.
  if (first.page === 'booking')
    answer.then(
      (value) => paintBookingHeader(value),
      () => undefined,
    );
}
// The space's guard first asks the Auth SDK who is signed in: the session is opened (read from the browser's
// storage) while React downloads, and the guard finds it ready (the module is the same).
if (first?.page === 'space')
  void import('../session/customer-auth').then((auth) => auth.signedInCustomerEmail()).catch(() => null);
