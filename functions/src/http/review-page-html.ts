import { escapeHtml } from '../mail/mail-layout';
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

/** The form's heading, as review-form.tsx writes it (written as is: it holds no markup character). */
export const REVIEW_FORM_HEADING = "Comment s'est passée votre visite ?";

/**
 * The page's title and the form's top, node for node what React renders, without React's ids (useId's, which
 * change nothing on screen): the section's heading and the diner's greeting when the visit has a name.
 */
export function reviewFormTopHtml(customerName: string): string {
  const greeting = customerName ? `<p class="review__greeting">Bonjour ${escapeHtml(customerName)},</p>` : '';
  return `<h1>Votre avis</h1><section class="step review"><h2>${REVIEW_FORM_HEADING}</h2>${greeting}`;
}

/** getReviewContext's data for a link, as the boot script computes it (src/boot/first-screen.ts). */
export type ReviewCallData = { restaurantId: string; reservationId: string; visitId?: string };

/**
 * The shell with the review form's top for a link whose form is open, and getReviewContext's `answer` for
 * `data`; the shell unchanged when it has no loader to put the heading above (a shell of another shape).
 */
export function renderReviewPage(
  shell: string,
  { data, answer }: { data: ReviewCallData; answer: { reservation: { customerName: string } } },
): string {
  const loader = SHELL_LOADER.exec(shell);
  if (!loader || !shell.includes('</body>')) return shell;
  const main =
    `<main class="${REVIEW_PAGE_CLASS}">${reviewFormTopHtml(answer.reservation.customerName)}` +
    `${loader[0]}</section></main>`;
  const embedded = { call: 'getReviewContext', data, value: answer };
  const block = `<script type="application/json" id="${EMBEDDED_ANSWER_ID}">${jsonForScript(embedded)}</script>`;
  return shell.replace(loader[0], () => main).replace('</body>', () => `${block}</body>`);
}
