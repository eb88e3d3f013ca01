import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@app/i18n/server';
import { MAIL_TYPES } from '@app/domain';
import type { MailContext } from './mail-layout';
import { mailRestaurantOf, type MailRestaurant } from './mail-restaurant';
import type { MailDataByType, MailType, ProductMailType } from './mail-types';
import { renderMail } from './render-mail';
import { AU_BUREAU_IDENTITY } from './testing/au-bureau-identity';

const ctx: MailContext = {
  trackingId: 't1',
  recipientEmail: 'ana@mail.fr',
  campaignId: '',
  urls: {
    backoffice: 'http://bo.test',
    portal: 'http://portal.test',
    tablet: 'http://tab.test',
    functions: 'http://fn.test',
  },
  linkSecret: 'secret',
  linksExpire: 1_900_000_000,
  productName: 'Réservations',
  locale: 'fr',
  i18n: serverTranslator('fr'),
};

const bureau: MailRestaurant = mailRestaurantOf({
  id: 'r1',
  data: { ...AU_BUREAU_IDENTITY },
});
const withRestaurant: MailContext = { ...ctx, restaurant: bureau };

const stay = {
  customerName: 'Ana',
  restaurantName: 'Au Bureau',
  date: '2026-11-24',
  time: '19:30',
  partySize: 2,
};

/** One sample of every mail type; the mapped type makes a new template without a sample a compile error. */
const SAMPLES: { [T in MailType]: MailDataByType[T] } = {
  confirmation: { ...stay, stage: 'confirmed' },
  request_received: stay,
  cancellation: stay,
  reminder: { ...stay, reservationId: 'res1' },
  rejection: { ...stay, reason: 'Le restaurant est complet pour ce créneau.' },
  review_request: {
    customerName: 'Ana',
    restaurantName: 'Au Bureau',
    restaurantId: 'r1',
    reservationId: 'x',
  },
  level_up: {
    customerName: 'Ana',
    restaurantName: 'Au Bureau',
    newLevel: 'Bronze',
    oldLevel: 'Nouveau',
    loyaltyPoints: 100,
    rewardPoints: 50,
  },
  gift_congratulations: {
    customerName: 'Ana',
    restaurantName: 'Au Bureau',
    giftName: 'Dessert offert',
    giftEmoji: '🍰',
    giftNumber: 2,
    pointsRequired: 100,
  },
  gift_reward: {
    customerName: 'Ana',
    restaurantName: 'Au Bureau',
    rewardAmount: 10,
    barcode: 'REWARD:312345610',
    pointsUsed: 100,
  },
  walk_in_thank_you: {
    customerName: 'Ana',
    restaurantName: 'Au Bureau',
    restaurantId: 'r1',
    visitId: 'visit1',
    pointsEarned: 10,
    totalPoints: 55,
  },
  tablet_welcome: { customerName: 'Ana', restaurantName: 'Au Bureau', pointsEarned: 10, totalPoints: 10 },
  login_code: { customerName: 'Ana', code: '123456' },
  user_invitation: { userName: 'Léa', token: 'tok' },
  campaign: {
    customerName: 'Ana',
    restaurantName: 'Au Bureau',
    campaignId: 'c1',
    subject: 'Menu de Noël',
    content: 'Bonjour Ana',
  },
  campaign_test: {
    staffName: 'Nina',
    restaurantName: 'Au Bureau',
    subject: 'Menu de Noël',
    content: 'Bonjour Nina',
  },
  waitlist_offer: {
    ...stay,
    offerUrl: 'http://127.0.0.1:4174/reservation/au-bureau?offre=e1.1900000000.sig',
    expiresAtTime: '18:30',
  },
};
const EVERY_TYPE = Object.keys(SAMPLES) as MailType[];
const PRODUCT_TYPES: ProductMailType[] = ['login_code', 'user_invitation'];
const RESTAURANT_TYPES = EVERY_TYPE.filter((type) => !(PRODUCT_TYPES as MailType[]).includes(type));

const render = (type: MailType, context: MailContext) => renderMail(type, context, SAMPLES[type] as never);

describe('mail layout: the restaurant the mail comes from', () => {
  it('has a sample of every mail type the domain names', () => {
    expect(EVERY_TYPE.sort()).toEqual(MAIL_TYPES.filter((type) => type !== 'other').sort());
  });

  it.each(RESTAURANT_TYPES)('%s: logo and name on top, in the restaurant colour', (type) => {
    const { html } = render(type, withRestaurant);
    expect(html).toContain(
      '<img src="https://cdn.example.fr/logos/au-bureau.png" alt="Au Bureau" height="56"',
    );
    expect(html).toContain('background:#9a3412');
    expect(html).not.toContain('#0f766e');
  });

  it.each(RESTAURANT_TYPES)('%s: address with a map link and phone with a tel: link below', (type) => {
    const { html, text } = render(type, withRestaurant);
    expect(html).toContain(
      '<a href="https://www.google.com/maps/search/?api=1&amp;query=12%20boulevard%20des%20Capucines%2C%2075009%20Paris"',
    );
    expect(html).toContain('>12 boulevard des Capucines, 75009 Paris</a>');
    expect(html).toContain(
      '<a href="tel:+33142680012" style="color:#3f3f46;text-decoration:underline">01 42 68 00 12</a>',
    );
    expect(text).toMatch(/\n-- \nAu Bureau\n12 boulevard des Capucines, 75009 Paris\nTél\. 01 42 68 00 12$/);
  });

  it.each(EVERY_TYPE)('%s: never tells the reader not to reply', (type) => {
    for (const context of [ctx, withRestaurant]) {
      const { html, text } = render(type, context);
      expect(`${html}\n${text}`).not.toMatch(/répondre|no-?reply|ne pas y r/i);
    }
  });

  it('shows the initials (not the emoji) when the restaurant has no logo, and the teal when it has no colour', () => {
    const plain = mailRestaurantOf({ id: 'r2', data: { name: 'Le Petit Zinc', emoji: '🍷' } });
    const { html, text } = render('confirmation', { ...ctx, restaurant: plain });
    expect(html).not.toContain('<img src="https');
    expect(html).toMatch(
      /<div style="[^"]*color:#0f766e[^"]*" aria-hidden="true">PZ<\/div><div [^>]*>Le Petit Zinc<\/div>/,
    );
    expect(html).not.toContain('🍷');
    expect(html).toContain('background:#0f766e');
    // No address nor phone: the footer and the signature carry the name alone.
    expect(html).not.toContain('google.com/maps');
    expect(html).not.toContain('tel:');
    expect(text).toMatch(/\n-- \nLe Petit Zinc$/);
  });

  it.each(PRODUCT_TYPES)(
    '%s: without a restaurant, carries the product name and no restaurant footer',
    (type) => {
      const { html, text } = render(type, ctx);
      expect(html).toMatch(/background:#0f766e[^>]*><div style="color:#ffffff[^>]*>Réservations<\/div>/);
      expect(html).not.toContain('google.com/maps');
      expect(text).toMatch(/\n-- \nRéservations$/);
    },
  );

  it('escapes every restaurant value it shows', () => {
    const hostile = mailRestaurantOf({
      id: 'r3',
      data: {
        name: 'Chez <b>Léo</b> & "Cie"',
        address: '1 rue <script>x</script>',
        phone: '<a>',
        emoji: '<i>',
        logo: 'https://cdn.example.fr/l.png?a="><script>',
      },
    });
    const { html } = render('confirmation', { ...ctx, restaurant: hostile });
    expect(html).not.toMatch(/<script|<b>|<i>|<a>/);
    expect(html).toContain('alt="Chez &lt;b&gt;Léo&lt;/b&gt; &amp; &quot;Cie&quot;"');
    expect(html).toContain('1 rue &lt;script&gt;x&lt;/script&gt;');
  });
});

describe('mailRestaurantOf', () => {
  it('keeps only web logos and valid colours, and falls back to the copied name', () => {
    const odd = mailRestaurantOf({
      id: 'r4',
      data: { logo: 'javascript:alert(1)', brandColor: 'red', email: 'pas-un-email' },
      fallbackName: 'Chez Test',
    });
    expect(odd).toMatchObject({ name: 'Chez Test', logo: '', brandColor: '#0f766e', email: '' });
    expect(mailRestaurantOf({ id: 'r5', data: { logo: 'data:image/png;base64,AAAA' } }).logo).toBe('');
    expect(mailRestaurantOf({ id: 'r6', data: undefined, fallbackName: 'Au Bureau' }).name).toBe('Au Bureau');
  });
});
