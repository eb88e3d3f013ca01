/**
 * The boot script: a small entry of its own that index.html loads beside the app (vite/boot-script.ts) and that
 * runs as soon as it arrives, long before the app's code on a slow network. For the address opened, it starts the
 * call its first screen waits for (index.html has already opened the connection to the functions; the app's query
 * takes the answer) and, once the first screen is painted, preloads its page's code. A booking page's restaurant
 * band is painted from that answer at once (paint-booking-header.ts), unless the page's HTML came with both
 * (embedded-answer.ts). For a signed-in customer's space, it paints their greeting (paint-space-greeting.ts), then
 * preloads the space's code, opens the Auth session and starts the customer's reads; React's first render then
 * waits for them.
 */
import {
  answerEarlyCall,
  holdFirstRender,
  holdLoadsUntilPainted,
  markBootScriptRan,
  startEarlyCall,
} from '../lib/early-calls';
import { markSessionProven } from '../session/proven-session';
import { afterNextPaint } from './after-next-paint';
import { takeEmbeddedAnswer } from './embedded-answer';
import { firstScreen, hasSessionRecord } from './first-screen';
import { paintBookingHeader } from './paint-booking-header';
import { preloadPageChunks } from './preload-page-chunks';

/**
 * How long React's first render waits for the space's session and reads under the painted greeting: past it (a
 * very slow network), React renders and the guard's loader says it is still loading.
 */
const SPACE_FIRST_RENDER_CAP_MS = 15_000;

const first = firstScreen(window.location.pathname, window.location.search, hasSessionRecord());
// The space's greeting, the page's largest text, is painted as soon as its small module is here, from what this
// browser remembers (a module of its own: the booking page, the front door, does not carry it).
const greetingPainted =
  first?.page === 'space'
    ? import('./paint-space-greeting').then((m) => m.paintSpaceGreeting()).catch(() => undefined)
    : Promise.resolve(undefined);
// The page's code is asked for once the browser has painted the first screen (the booking and review pages' HTML,
// the space's greeting): on a phone's network it would otherwise share the bandwidth with what that paint waits
// for (the styles, the greeting's small chunk), and Lighthouse counts every request made before the paint in it.
// The app's entry waits for the same (main.tsx). It costs a frame.
const firstPaint = greetingPainted.then((greeting) => afterNextPaint(greeting));
if (first) {
  holdLoadsUntilPainted(firstPaint);
  void firstPaint.then(() => preloadPageChunks(first.page));
}
// A booking page served by its function carries the restaurant's answer and its band already (embedded-answer.ts).
const embedded = first?.call ? takeEmbeddedAnswer(first.call) : undefined;
if (first?.call && embedded) answerEarlyCall(first.call.name, first.call.data, embedded.value);
else if (first?.call) {
  const answer = startEarlyCall(first.call.name, first.call.data);
  // The restaurant's band is painted as soon as its answer is here, long before React on a slow network.
  if (first.page === 'booking')
    answer.then(
      (value) => paintBookingHeader(value),
      () => undefined,
    );
}
// The space's guard first asks the Auth SDK who is signed in: the session is opened (read from the browser's
// storage) while React downloads, and the guard finds it ready (the module is the same). As soon as it names the
// customer, their record and their venues are read side by side (early-space-reads.ts), not after React and the
// space have rendered: the space's queries take the answers.
if (first?.page === 'space') {
  // The Auth lookup does not wait for the reads' code (the store client, the schemas), which loads meanwhile.
  const ready = firstPaint
    .then(() =>
      Promise.all([
        import('../session/customer-auth').then((auth) => auth.signedInCustomerEmail()),
        import('../lib/my-data/early-space-reads'),
      ]),
    )
    .then(async ([email, reads]) => {
      if (!email) return;
      reads.startEarlySpaceReads(email);
      await reads.earlySpaceReadsSettled(email);
      markSessionProven(email);
    })
    .catch(() => null);
  // With the greeting painted from what this browser remembers, React's first render is the whole space under it
  // (the guard takes the session proven here), never the guard's loader in between.
  holdFirstRender(
    greetingPainted.then((greeting) => (greeting ? ready : undefined)),
    SPACE_FIRST_RENDER_CAP_MS,
  );
}
// The app's entry waits for this before its first render (earlyCallsSettled), whichever module ran first.
markBootScriptRan();
