import { afterEach, describe, expect, it } from 'vitest';
import { preloadPageChunks } from './preload-page-chunks';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadPageChunks', () => {
  it('preloads the files index.html lists for the page, and nothing for another page', () => {
    document.head.innerHTML =
      '<meta name="page-chunks:booking" content="/assets/booking-page.js /assets/query.js">' +
      '<meta name="page-chunks:review" content="/assets/review-page.js">';
    preloadPageChunks('booking');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/booking-page.js',
      '/assets/query.js',
    ]);
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('does nothing when the build listed no file (the dev server)', () => {
    preloadPageChunks('booking');
    expect(document.head.querySelectorAll('link').length).toBe(0);
  });
});
