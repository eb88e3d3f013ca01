import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PublicRestaurant } from '../callables/reservations/public-restaurants';
import { bookingBandHtml, EMBEDDED_ANSWER_ID, jsonForScript, renderBookingPage } from './booking-page-html';

/** The portal's own index.html: the shell the deploy bundle copies from its build (same body). */
const SHELL = readFileSync(join(import.meta.dirname, '../../../apps/client-portal/index.html'), 'utf8');

const restaurant = {
  id: 'r1',
  name: 'Au Bureau',
  slug: 'au-bureau',
  address: '12 boulevard des Capucines, 75009 Paris',
  emoji: '🍺',
  logo: null,
  brandColor: '#9a3412',
} as PublicRestaurant;

const embeddedJson = (html: string) =>
  new RegExp(`<script type="application/json" id="${EMBEDDED_ANSWER_ID}">([^<]*)</script>`).exec(html)?.[1];

describe('renderBookingPage', () => {
  it("puts the band above the shell's loader, in the page's root with the restaurant's colour", () => {
    const html = renderBookingPage(SHELL, { slug: 'au-bureau', restaurant });
    const root = /<div id="root">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<main class="page page--narrow brand-scope" style="--brand: #9a3412;">');
    expect(root.indexOf('<header class="booking-header">')).toBeLessThan(root.indexOf('data-static-shell'));
    expect(root).toContain('<h1>Au Bureau</h1><p class="booking-header__address">12 boulevard des Capucines');
    // The app's own header and its scripts are left as they were.
    expect(html).toContain('<header class="app-header">');
    expect(
      html
        .replace(/<main[\s\S]*<\/main>/, '')
        .replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''),
    ).toBe(SHELL.replace(/<div class="page-loader"[\s\S]*?<\/div>/, ''));
  });

  it("carries getRestaurantBySlug's answer for the slug asked, as the boot script's call", () => {
    const html = renderBookingPage(SHELL, { slug: 'Au-Bureau', restaurant });
    expect(JSON.parse(embeddedJson(html) ?? '')).toEqual({
      call: 'getRestaurantBySlug',
      data: { slug: 'Au-Bureau' },
      value: { restaurant },
    });
  });

  it("keeps a venue's own words as text: nothing they write becomes markup or closes the data block", () => {
    const hostile = {
      ...restaurant,
      name: '</script><script>alert(1)</script>',
      address: '<img src=x onerror=alert(1)> & "quotes"',
      logo: 'https://files.example/logo.png" onload="alert(1)',
    } as PublicRestaurant;
    const html = renderBookingPage(SHELL, { slug: 'au-bureau', restaurant: hostile });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('" onload="');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(JSON.parse(embeddedJson(html) ?? '').value.restaurant.name).toBe(hostile.name);
    expect(html.match(/<\/script>/g)?.length).toBe(SHELL.match(/<\/script>/g)!.length + 1);
  });

  it('leaves a shell without its loader as it is (the boot script paints the band then)', () => {
    const other = '<!doctype html><html><body><div id="root"></div></body></html>';
    expect(renderBookingPage(other, { slug: 'au-bureau', restaurant })).toBe(other);
  });
});

describe('bookingBandHtml', () => {
  it('shows the logo when there is one, the initials otherwise (no emoji), and no address line when there is none', () => {
    expect(bookingBandHtml({ ...restaurant, logo: 'https://files.example/l.png', address: '' })).toBe(
      '<header class="booking-header"><img class="booking-header__mark booking-header__mark--logo" alt="" loading="lazy" decoding="async" src="https://files.example/l.png"><div><h1>Au Bureau</h1></div></header>',
    );
    expect(bookingBandHtml(restaurant)).toContain(
      '<span class="booking-header__mark booking-header__mark--initials" aria-hidden="true">B</span>',
    );
  });
});

describe('jsonForScript', () => {
  it('escapes what could end a script element or a line in old parsers, and reads back the same', () => {
    const value = { a: '</script><!-- & \u2028 \u2029 >' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
