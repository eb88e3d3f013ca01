import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_ANSWER_ID } from './booking-page-html';
import { renderReviewPage, reviewFormTopHtml, reviewPageLocale } from './review-page-html';

/** The portal's own index.html: the shell the deploy bundle copies from its build (same body). */
const SHELL = readFileSync(join(import.meta.dirname, '../../../apps/client-portal/index.html'), 'utf8');

const answer = {
  state: 'form' as const,
  canReview: true,
  pointsPerReview: 5,
  reservation: {
    restaurantName: 'Au Bureau',
    customerName: 'Camille',
    date: '2027-03-27',
    time: '20:00',
    partySize: 2,
  },
};
const data = { restaurantId: 'bureau', reservationId: 'resa-1' };

const embeddedJson = (html: string) =>
  new RegExp(`<script type="application/json" id="${EMBEDDED_ANSWER_ID}">([^<]*)</script>`).exec(html)?.[1];

describe('renderReviewPage', () => {
  it("puts the page's title, the form's heading and the greeting above the shell's loader, in React's markup", () => {
    const html = renderReviewPage(SHELL, { data, answer });
    const root = /<div id="root">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(root).toContain(
      `<main class="page page--narrow review-page"><h1>Votre avis</h1><section class="step review"><h2>Comment s'est passée votre visite ?</h2><p class="review__greeting">Bonjour Camille,</p><div class="page-loader"`,
    );
    expect(root).toMatch(/<\/div><\/section>$/);
    // The app's own header and its scripts are left as they were.
    expect(html).toContain('<header class="app-header">');
    expect(
      html
        .replace(/<main[\s\S]*<\/main>/, '')
        .replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''),
    ).toBe(SHELL.replace(/<div class="page-loader"[\s\S]*?<\/div>/, ''));
  });

  it("carries getReviewContext's answer for the link's data, as the boot script's call", () => {
    const walkIn = { restaurantId: 'bureau', reservationId: 'walkin', visitId: 'v1' };
    const html = renderReviewPage(SHELL, { data: walkIn, answer });
    expect(JSON.parse(embeddedJson(html) ?? '')).toEqual({
      call: 'getReviewContext',
      data: walkIn,
      value: answer,
    });
  });

  it("keeps a diner's name as text: nothing in it becomes markup or closes the data block", () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(1)> & "quotes"';
    const html = renderReviewPage(SHELL, {
      data: { restaurantId: '</script>', reservationId: 'r' },
      answer: { ...answer, reservation: { ...answer.reservation, customerName: hostile } },
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Bonjour &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x');
    const embedded = JSON.parse(embeddedJson(html) ?? '');
    expect(embedded.value.reservation.customerName).toBe(hostile);
    expect(embedded.data.restaurantId).toBe('</script>');
    expect(html.match(/<\/script>/g)?.length).toBe(SHELL.match(/<\/script>/g)!.length + 1);
  });

  it('leaves a shell without its loader as it is', () => {
    const other = '<!doctype html><html><body><div id="root"></div></body></html>';
    expect(renderReviewPage(other, { data, answer })).toBe(other);
  });
});

describe('reviewFormTopHtml', () => {
  it('greets nobody when the visit has no name, as the form does', () => {
    expect(reviewFormTopHtml('')).toBe(
      `<h1>Votre avis</h1><section class="step review"><h2>Comment s'est passée votre visite ?</h2>`,
    );
  });
});

describe('the first screen in the diner’s language (issue 51)', () => {
  it('writes the form’s top in English, Spanish or German, the greeting escaped', () => {
    expect(reviewFormTopHtml('Amy <b>', 'en')).toBe(
      '<h1>Your review</h1><section class="step review"><h2>How was your visit?</h2><p class="review__greeting">Hello Amy &lt;b&gt;,</p>',
    );
    expect(reviewFormTopHtml('', 'de')).toContain('<h2>Wie war Ihr Besuch?</h2>');
    expect(renderReviewPage(SHELL, { data, answer, locale: 'es' })).toContain('<h1>Su opinión</h1>');
  });

  it('speaks the link’s ?lang=, else the browser’s languages by preference, else French', () => {
    expect(reviewPageLocale('/review/r1/b1?lang=de', 'en-GB,en;q=0.9')).toBe('de');
    expect(reviewPageLocale('/review/r1/b1', 'it-IT;q=0.9, en-US;q=0.8, ja')).toBe('en');
    expect(reviewPageLocale('/review/r1/b1', 'es-ES,fr;q=0.5')).toBe('es');
    expect(reviewPageLocale('/review/r1/b1', 'it, ja')).toBe('fr');
    expect(reviewPageLocale('/review/r1/b1', undefined)).toBe('fr');
  });
});
