import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { earlyCallsSettled } from '../lib/early-calls';
import { preloadFirstPage } from '../routes/router';
import { App } from './app';

/**
 * React and the app, started by the entry (main.tsx) once the first screen is painted. Waits for the page's code
 * and the data the boot script asked for first (the booking page's restaurant, a review link's visit, the space's
 * session and reads), so that React's first render shows the page rather than a loader and a second render;
 * index.html's own loader, and what the HTML or the boot script painted, stay on screen meanwhile. A page or a
 * call that failed renders anyway: its route or its query retries and says so.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // The page's words in the diner's language come with its code (issue 51), so that the first render speaks
  // it: the language's runtime (Lingui, 2.3 KB) and the page's catalogues, asked for beside the page's code.
  const [language] = await Promise.all([
    import('../lib/i18n/portal-language').then(async ({ catalogsForPath, createPortalLanguage }) => {
      const made = createPortalLanguage();
      await made.load(catalogsForPath(window.location.pathname)).catch(() => undefined);
      return made;
    }),
    preloadFirstPage(window.location.pathname).catch(() => undefined),
    earlyCallsSettled(),
  ]);
  // The domain's messages a diner may read (a refusal, a form check) and the booking words of a page opened
  // elsewhere: after the first render, in the language shown (and again in any language chosen later).
  void language.load(['booking', 'errors']).catch(() => undefined);
  // As a transition, React renders in slices of a few milliseconds and lets the browser answer a tap between
  // them, rather than one long task for the whole first screen (the space: its greeting, points, venues and
  // bookings at once; 440 ms of blocking on a slow phone).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App language={language} />
      </StrictMode>,
    ),
  );
}
