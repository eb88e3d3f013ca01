import { type DinerLocale, pickDinerLocale } from '@app/domain';
import { serverTranslator } from '@app/i18n/server';
import { EMBEDDED_ANSWER_ID, jsonForScript, SHELL_LOADER } from './booking-page-html';

/**
 * The review page's HTML as the portal's shell (its index.html) with the top of the review form already in it
 * (issue 38): the page's title, the form's heading (the page's largest text, its LCP element) and the greeting,
 * above the shell's loader, in the markup React renders (apps/client-portal/src/pages/review-page.tsx,
 * features/review/components/review-form.tsx; a journey keeps them equal), and getReviewContext's answer as JSON
 * data that the boot script hands to the page's query. The diner reads the question at the first paint, before
 * any JavaScript, and the page makes no call before its form.
 */

/** The review page's root classes (review-page.tsx renders its `<main>` with them). */
const REVIEW_PAGE_CLASS = 'page page--narrow review-page';

/**
 * The language of the page's first screen, as the portal will choose it (issue 51): the link's `?lang=`, else the
 * browser's languages (`Accept-Language`, in its order of preference), else French, so that the page the browser
 * paints first is the one React renders (a choice kept in the browser only is not known here: React then
 * re-renders in it).
 */
export function reviewPageLocale(url: string | undefined, acceptLanguage: string | undefined): DinerLocale {
  let chosen: string | null = null;
  try {
    chosen = new URL(url ?? '/', 'http://localhost').searchParams.get('lang');
  } catch {
    chosen = null;
  }
  const browserLanguages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return pickDinerLocale({ chosen, browserLanguages });
}

/**
 * The page's title and the form's top, node for node what React renders, without React's ids (useId's, which
 * change nothing on screen): the section's heading and the diner's greeting when the visit has a name.
 */
/** Text as React writes it between tags: `&`, `<` and `>` escaped, quotes left as they are. */
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function reviewFormTopHtml(customerName: string, locale: DinerLocale = 'fr'): string {
  const { t } = serverTranslator(locale);
  const greeting = customerName
    ? `<p class="review__greeting">${text(t('review.greeting', { name: customerName }))}</p>`
    : '';
  return `<h1>${text(t('review.pageTitle'))}</h1><section class="step review"><h2>${text(t('review.formTitle'))}</h2>${greeting}`;
}

/** getReviewContext's data for a link, as the boot script computes it (src/boot/first-screen.ts). */
export type ReviewCallData = { restaurantId: string; reservationId: string; visitId?: string };

/**
 * The shell with the review form's top for a link whose form is open, and getReviewContext's `answer` for
 * `data`; the shell unchanged when it has no loader to put the heading above (a shell of another shape).
 */
export function renderReviewPage(
  shell: string,
  {
    data,
    answer,
    locale = 'fr',
  }: { data: ReviewCallData; answer: { reservation: { customerName: string } }; locale?: DinerLocale },
): string {
  const loader = SHELL_LOADER.exec(shell);
  if (!loader || !shell.includes('</body>')) return shell;
  const main =
    `<main class="${REVIEW_PAGE_CLASS}">${reviewFormTopHtml(answer.reservation.customerName, locale)}` +
    `${loader[0]}</section></main>`;
  const embedded = { call: 'getReviewContext', data, value: answer };
  const block = `<script type="application/json" id="${EMBEDDED_ANSWER_ID}">${jsonForScript(embedded)}</script>`;
  return shell.replace(loader[0], () => main).replace('</body>', () => `${block}</body>`);
}
