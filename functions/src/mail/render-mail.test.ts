import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@app/i18n/server';
import { readTrackQuery, verifyTrackParams } from './link-signing';
import type { MailContext } from './mail-layout';
import { mailRestaurantOf } from './mail-restaurant';
import { renderMail } from './render-mail';

const ctx: MailContext = {
  trackingId: 'reservation_r1_confirmation_1',
  recipientEmail: 'ana@mail.fr',
  campaignId: '',
  urls: {
    backoffice: 'http://bo.test',
    portal: 'http://portal.test/',
    tablet: 'http://tab.test',
    functions: 'http://fn.test/p/europe-west1',
  },
  linkSecret: 'secret',
  linksExpire: 1_900_000_000,
  productName: 'Réservations',
  locale: 'fr',
  i18n: serverTranslator('fr'),
};

const reservation = {
  customerName: 'Ana <b>Dupont</b>',
  restaurantName: 'Chez Ana',
  date: '2026-11-24',
  time: '19:30',
  partySize: 4,
};

/** Every tracked link of a mail, decoded. */
function trackedLinks(html: string) {
  return [...html.matchAll(/(?:href|src)="([^"]*\/track\?[^"]*)"/g)].map((m) => {
    const url = new URL((m[1] ?? '').replace(/&amp;/g, '&'));
    return readTrackQuery(Object.fromEntries(url.searchParams));
  });
}

describe('mail templates', () => {
  it('writes the confirmation in French, escapes names and carries a signed pixel and link', () => {
    const mail = renderMail('confirmation', ctx, {
      ...reservation,
      stage: 'confirmed',
      specialRequests: 'Allergie noix',
    });
    expect(mail.subject).toBe('Réservation confirmée - Chez Ana');
    expect(mail.html).toContain('mardi 24 novembre 2026');
    expect(mail.html).toContain('4 personnes');
    expect(mail.html).toContain('Ana &lt;b&gt;Dupont&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Dupont');
    const links = trackedLinks(mail.html);
    expect(links.map((l) => l.params.action).sort()).toEqual(['click', 'open']);
    for (const link of links) {
      expect(link.params.trackingId).toBe(ctx.trackingId);
      expect(verifyTrackParams(link.params, link.signature, 'secret')).toBe(true);
      expect(link.params.expires).toBe(ctx.linksExpire);
    }
    expect(mail.text).toContain('Allergie noix');
  });

  it('acknowledges an online request without saying it is confirmed', () => {
    const mail = renderMail('request_received', ctx, reservation);
    expect(mail.subject).toBe('Demande de réservation reçue - Chez Ana');
    expect(mail.text).toContain("Vous recevrez un e-mail dès qu'elle sera confirmée");
  });

  it('gives the refusal the reason staff chose', () => {
    const mail = renderMail('rejection', ctx, {
      ...reservation,
      reason: 'Le restaurant est exceptionnellement fermé ce jour-là.',
    });
    expect(mail.text).toContain('Motif : Le restaurant est exceptionnellement fermé ce jour-là.');
    expect(mail.html).toContain('Le restaurant est exceptionnellement fermé ce jour-là.');
    expect(mail.text).not.toContain('complet');
  });

  it('points the review request at {portal}/review/{restaurantId}/{reservationId} through /track', () => {
    const mail = renderMail('review_request', ctx, {
      customerName: 'Ana',
      restaurantName: 'Chez Ana',
      restaurantId: 'r1',
      reservationId: 'res9',
    });
    expect(mail.text).toContain('http://portal.test/review/r1/res9');
    const click = trackedLinks(mail.html).find((l) => l.params.action === 'click');
    expect(click?.params.redirect).toBe('http://portal.test/review/r1/res9');
  });

  it('sends the walk-in thank-you to the walkin review page of that visit', () => {
    const mail = renderMail('walk_in_thank_you', ctx, {
      customerName: 'Ana',
      restaurantName: 'Chez Ana',
      restaurantId: 'r1',
      visitId: 'visit 42',
      pointsEarned: 10,
      totalPoints: 42.5,
    });
    expect(mail.text).toContain('http://portal.test/review/r1/walkin?visit=visit%2042');
    const click = trackedLinks(mail.html).find((l) => l.params.action === 'click');
    expect(click?.params.redirect).toBe('http://portal.test/review/r1/walkin?visit=visit%2042');
    expect(mail.text).toContain('42,5 points');
  });

  it('says the login code is valid 10 minutes', () => {
    const mail = renderMail('login_code', ctx, { customerName: 'Ana', code: '123456' });
    expect(mail.subject).toContain('123456');
    expect(mail.logSubject).toBe('Code de connexion');
    expect(mail.text).toContain('valable 10 minutes');
  });

  it('confirms a tablet account with its code, on the tablet or from a link to the portal sign-in', () => {
    const mail = renderMail('login_code', ctx, {
      customerName: 'Ana',
      code: '654321',
      tabletAccount: { restaurantName: 'Au Bureau', email: 'ana+vip@example.fr' },
    });
    expect(mail.subject).toBe('Votre code de confirmation : 654321');
    expect(mail.logSubject).toBe('Code de confirmation');
    expect(mail.text).toContain('compte fidélité chez Au Bureau');
    expect(mail.text).toContain('http://portal.test/client/login?email=ana%2Bvip%40example.fr&code=654321');
    expect(mail.html).toContain('client/login?email=ana%2Bvip%40example.fr&amp;code=654321');
  });

  it('links the invitation to the back office invitation page', () => {
    const mail = renderMail('user_invitation', ctx, { userName: 'Léa', token: 'tok123' });
    expect(mail.text).toContain('http://bo.test/invite/tok123');
    expect(mail.html).toContain('href="http://bo.test/invite/tok123"');
    expect(trackedLinks(mail.html).filter((l) => l.params.action === 'click')).toEqual([]);
  });

  it('names the venue that invites, with the role, when the invitation comes from one', () => {
    const restaurant = mailRestaurantOf({ id: 'r1', data: { name: 'Au Bureau' } });
    const mail = renderMail(
      'user_invitation',
      { ...ctx, restaurant },
      { userName: 'Léa', token: 'tok123', roleLabel: 'Équipe de salle' },
    );
    expect(mail.text).toContain(
      'Au Bureau vous invite à rejoindre son espace de gestion des réservations avec le rôle Équipe de salle.',
    );
    const plain = renderMail('user_invitation', ctx, { userName: 'Léa', token: 'tok123' });
    expect(plain.text).toContain('Vous êtes invité(e) à rejoindre l’espace de gestion des réservations.');
  });

  it('puts the signed unsubscribe page and the one-click headers (RFC 8058) in campaigns', () => {
    const mail = renderMail(
      'campaign',
      { ...ctx, campaignId: 'camp1' },
      {
        customerName: 'Ana',
        restaurantName: 'Chez Ana',
        campaignId: 'camp1',
        subject: 'Menu de Noël',
        content: 'Bonjour Ana,\n\nDécouvrez notre menu.',
        redirect: { url: 'http://portal.test/reservation/chez-ana', label: 'Réserver', type: 'booking' },
      },
    );
    const page = /href="([^"]*\/desinscription\?[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const { params, signature } = readTrackQuery({
      ...Object.fromEntries(new URL(page).searchParams),
      action: 'unsubscribe',
    });
    expect(params).toMatchObject({ campaign: 'camp1', email: ctx.recipientEmail });
    expect(verifyTrackParams(params, signature, 'secret')).toBe(true);
    expect(mail.html).toContain('Se désinscrire');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${page.replace(/^.*\/desinscription\?/, `${ctx.urls.functions}/unsubscribe?`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('renders every other mail type with a French subject', () => {
    expect(renderMail('cancellation', ctx, reservation).subject).toBe('Réservation annulée - Chez Ana');
    expect(
      renderMail('level_up', ctx, {
        customerName: 'A',
        restaurantName: 'R',
        newLevel: 'Bronze',
        oldLevel: 'Nouveau',
        loyaltyPoints: 100,
        rewardPoints: 50,
      }).subject,
    ).toContain('Bronze');
    expect(
      renderMail('gift_congratulations', ctx, {
        customerName: 'A',
        restaurantName: 'R',
        giftName: 'Dessert offert',
        giftEmoji: '🍰',
        giftNumber: 2,
        pointsRequired: 100,
      }).subject,
    ).toContain('Cadeau #2');
    expect(
      renderMail('gift_reward', ctx, {
        customerName: 'A',
        restaurantName: 'R',
        rewardAmount: 10,
        barcode: 'REWARD:312345610',
        pointsUsed: 100,
      }).text,
    ).toContain('312 345 610');
    expect(
      renderMail('tablet_welcome', ctx, {
        customerName: 'A',
        restaurantName: 'R',
        pointsEarned: 10,
        totalPoints: 10,
      }).subject,
    ).toBe('Bienvenue chez R !');
  });
});
