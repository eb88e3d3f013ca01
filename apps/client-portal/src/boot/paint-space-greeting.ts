/**
 * The customer space's first paint before the app's code: the greeting (« Bonjour Camille 👋 », the space's
 * largest text) painted from the name the space showed this customer last time (session/remembered-greeting.ts),
 * while React, the Auth session and the customer's record are still on their way. Only for a session that is
 * live in this browser; the name is the signed-in customer's own, and goes with the session. React's first render
 * waits for the session and the reads (main.tsx, start-early-calls.ts), then puts the same greeting in the same
 * place with the rest of the space below it: nothing moves. The styles are in app/portal.css, loaded first.
 */
import { rememberedGreetingName } from '../session/remembered-greeting';
import { isSessionExpired, readSessionRecord } from '../session/session-record';
import { now } from '@app/ui/now';

/** What index.html's shell marks as its own, replaceable loader (React has not rendered while it is there). */
const SHELL_LOADER = '#root > [data-static-shell]';

/** The text SpaceHeader renders (space-header.tsx): the name, or a welcome when the profile has none. */
export function greetingText(name: string): string {
  return `Bonjour ${name || 'et bienvenue'} 👋`;
}

/**
 * Paints the greeting above the shell's loader, in the page's `<main>` and the space's column, as the space renders
 * them; returns its heading (undefined without a live session, a name remembered for it, or the shell's loader).
 */
export function paintSpaceGreeting(doc: Document = document): HTMLElement | undefined {
  const loader = doc.querySelector<HTMLElement>(SHELL_LOADER);
  const record = readSessionRecord();
  if (!loader || !record || isSessionExpired(record, now().getTime())) return undefined;
  const name = rememberedGreetingName(record.email);
  if (name === undefined) return undefined;
  const main = doc.createElement('main');
  main.className = 'page';
  const space = doc.createElement('div');
  space.className = 'space';
  const header = doc.createElement('header');
  header.className = 'space-header';
  const title = doc.createElement('h1');
  title.textContent = greetingText(name);
  header.append(title);
  space.append(header);
  loader.replaceWith(main);
  main.append(space, loader);
  return title;
}
