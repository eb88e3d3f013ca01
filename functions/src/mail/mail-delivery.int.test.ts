import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTrackLink, trackLinksOf } from '../http/testing/track-request';
import { enqueueMail } from '../lib/outbox';
import { openTestEnv, TEST_LINK_SECRET, type TestEnv } from '../lib/testing/test-env';
import { transact } from '../lib/transact';
import { readTrackQuery, verifyTrackParams } from './link-signing';
import { mailRestaurantOf } from './mail-restaurant';
import type { OutboxMailInput } from './mail-types';
import { drainMailOutbox } from './outbox-worker';
import { seedCustomer } from '../callables/testing/fixtures';

/**
 * Every mail the specs name, queued through the outbox and received by a real SMTP server: the right
 * recipient and French subject, every /track link signed for that mail and recipient, and the open pixel and
 * a click recorded on the mail's e-mail log.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => env.reset());

const stay = {
  customerName: 'Ana',
  restaurantName: 'Chez Test',
  date: '2026-11-24',
  time: '19:30',
  partySize: 2,
};
const common = { toName: 'Ana', restaurant: mailRestaurantOf({ id: 'r1', data: { name: 'Chez Test' } }) };

const MAILS: [OutboxMailInput, string][] = [
  [
    {
      ...common,
      id: 'm-request',
      type: 'request_received',
      to: 'ana@example.fr',
      data: stay,
    },
    'Demande de réservation reçue - Chez Test',
  ],
  [
    {
      ...common,
      id: 'm-confirmed',
      type: 'confirmation',
      to: 'ana@example.fr',
      data: { ...stay, stage: 'confirmed' },
    },
    'Réservation confirmée - Chez Test',
  ],
  [
    { ...common, id: 'm-cancel', type: 'cancellation', to: 'bob@example.fr', data: stay },
    'Réservation annulée - Chez Test',
  ],
  [
    {
      ...common,
      id: 'm-reject',
      type: 'rejection',
      to: 'bob@example.fr',
      data: { ...stay, reason: 'Le restaurant est complet pour ce créneau.' },
    },
    'Demande de réservation refusée - Chez Test',
  ],
  [
    {
      ...common,
      id: 'm-review',
      type: 'review_request',
      to: 'ana@example.fr',
      data: { customerName: 'Ana', restaurantName: 'Chez Test', restaurantId: 'r1', reservationId: 'res1' },
    },
    'Votre avis sur Chez Test',
  ],
  [
    {
      ...common,
      id: 'm-level',
      type: 'level_up',
      to: 'ana@example.fr',
      data: {
        customerName: 'Ana',
        restaurantName: 'Chez Test',
        newLevel: 'Bronze',
        oldLevel: 'Nouveau',
        loyaltyPoints: 100,
        rewardPoints: 50,
      },
    },
    '🎉 Nouveau niveau Bronze - Chez Test',
  ],
  [
    {
      ...common,
      id: 'm-gift',
      type: 'gift_congratulations',
      to: 'ana@example.fr',
      data: {
        customerName: 'Ana',
        restaurantName: 'Chez Test',
        giftName: 'Dessert offert',
        giftEmoji: '🍰',
        giftNumber: 2,
        pointsRequired: 100,
      },
    },
    '🎁 Cadeau #2 : Dessert offert - Chez Test',
  ],
  [
    {
      ...common,
      id: 'm-reward',
      type: 'gift_reward',
      to: 'ana@example.fr',
      data: {
        customerName: 'Ana',
        restaurantName: 'Chez Test',
        rewardAmount: 10,
        barcode: 'REWARD:312345610',
        pointsUsed: 100,
      },
    },
    'Votre bon de 10,00 € - Chez Test',
  ],
  [
    {
      ...common,
      id: 'm-walkin',
      type: 'walk_in_thank_you',
      to: 'ana@example.fr',
      data: {
        customerName: 'Ana',
        restaurantName: 'Chez Test',
        restaurantId: 'r1',
        visitId: 'visit1',
        pointsEarned: 10,
        totalPoints: 55,
      },
    },
    'Merci pour votre visite - Chez Test',
  ],
  [
    {
      ...common,
      id: 'm-welcome',
      type: 'tablet_welcome',
      to: 'ana@example.fr',
      data: { customerName: 'Ana', restaurantName: 'Chez Test', pointsEarned: 10, totalPoints: 10 },
    },
    'Bienvenue chez Chez Test !',
  ],
  [
    { id: 'm-code', type: 'login_code', to: 'ana@example.fr', data: { customerName: 'Ana', code: '123456' } },
    'Votre code de connexion : 123456',
  ],
  [
    { id: 'm-invite', type: 'user_invitation', to: 'lea@resto.fr', data: { userName: 'Léa', token: 'tok' } },
    'Invitation à rejoindre l’espace de gestion',
  ],
  [
    {
      ...common,
      id: 'm-campaign',
      type: 'campaign',
      to: 'ana@example.fr',
      campaignId: 'c1',
      data: {
        customerName: 'Ana',
        restaurantName: 'Chez Test',
        campaignId: 'c1',
        subject: 'Menu de Noël',
        content: 'Bonjour Ana',
      },
    },
    'Menu de Noël',
  ],
];

describe('mail delivery through the outbox', () => {
  it('delivers every mail type to its recipient with its subject and links signed for that mail', async () => {
    // The campaign's recipient agreed to the venue's offers (checked again as the mail leaves).
    await seedCustomer(env.store, {
      email: 'ana@example.fr',
      emailMarketingConsent: true,
      restaurantIds: ['r1'],
    });
    await transact(async (tx) => {
      for (const [mail] of MAILS) enqueueMail(tx, mail);
    });
    expect(await drainMailOutbox()).toEqual({ sent: MAILS.length, retried: 0, failed: 0 });
    for (const [mail, subject] of MAILS) {
      const received = env.smtp.mails.filter((m) => m.subject === subject);
      expect(
        received.map((m) => m.to),
        subject,
      ).toEqual([[mail.to]]);
      const links = trackLinksOf(received[0]?.html ?? '');
      expect(
        links.some((l) => l.includes('action=open')),
        subject,
      ).toBe(true);
      for (const link of links) {
        const { params, signature } = readTrackQuery(Object.fromEntries(new URL(link).searchParams));
        expect(verifyTrackParams(params, signature, TEST_LINK_SECRET), link).toBe(true);
        expect(params).toMatchObject({
          trackingId: mail.id,
          email: mail.to,
          campaign: mail.campaignId ?? '',
        });
      }
      expect((await env.store.get(`email_logs/${mail.id}`)).data).toMatchObject({
        status: 'sent',
        recipientEmail: mail.to,
        // The staff's log never shows a login code.
        subject: mail.type === 'login_code' ? 'Code de connexion' : subject,
        trackingId: mail.id,
      });
    }
  });

  it('keeps login codes out of the e-mail log, even when the mail fails', async () => {
    const code = (
      id: string,
      tabletAccount?: { restaurantName: string; email: string },
    ): OutboxMailInput => ({
      id,
      type: 'login_code',
      to: 'ana@example.fr',
      data: { customerName: 'Ana', code: '482913', ...(tabletAccount ? { tabletAccount } : {}) },
    });
    await transact(async (tx) => {
      enqueueMail(tx, code('code-portal'));
      enqueueMail(tx, code('code-tablet', { restaurantName: 'Chez Test', email: 'ana@example.fr' }));
    });
    env.smtp.failNext('bob@example.fr', 550);
    await transact(async (tx) =>
      enqueueMail(tx, {
        id: 'code-refused',
        type: 'login_code',
        to: 'bob@example.fr',
        data: { customerName: 'Bob', code: '771204' },
      }),
    );
    expect(await drainMailOutbox()).toEqual({ sent: 2, retried: 0, failed: 1 });
    // The customer gets the code...
    expect(env.smtp.mails.map((m) => m.subject).sort()).toEqual([
      'Votre code de confirmation : 482913',
      'Votre code de connexion : 482913',
    ]);
    // ...the log staff read has a neutral subject and the code nowhere.
    const logs = await env.store.query({ collection: 'email_logs' });
    expect(Object.fromEntries(logs.docs.map((d) => [d.id, d.data?.subject]))).toEqual({
      'code-portal': 'Code de connexion',
      'code-tablet': 'Code de confirmation',
      'code-refused': 'Code de connexion',
    });
    for (const log of logs.docs) {
      expect(JSON.stringify(log.data)).not.toContain('482913');
      expect(JSON.stringify(log.data)).not.toContain('771204');
    }
  });

  it('links the invitation page directly: the token is in no /track link', async () => {
    await transact(async (tx) =>
      enqueueMail(tx, {
        id: 'invite-lea',
        type: 'user_invitation',
        to: 'lea@resto.fr',
        data: { userName: 'Léa', token: 'secret-tok-42' },
      }),
    );
    await drainMailOutbox();
    const html = env.smtp.mails[0]?.html ?? '';
    expect(html).toContain('href="http://127.0.0.1:4173/invite/secret-tok-42"');
    const links = trackLinksOf(html);
    expect(links.filter((l) => l.includes('action=click'))).toEqual([]);
    for (const link of links) expect(link).not.toContain('secret-tok-42');
    expect(env.smtp.mails[0]?.text).toContain('http://127.0.0.1:4173/invite/secret-tok-42');
  });

  it('records the open and the click of a mail on its e-mail log, and refuses a link whose target was changed', async () => {
    const [review] = MAILS.find(([m]) => m.type === 'review_request') ?? [];
    await transact(async (tx) => enqueueMail(tx, review as OutboxMailInput));
    await drainMailOutbox();
    const links = trackLinksOf(env.smtp.mails[0]?.html ?? '');
    const click = links.find((l) => l.includes('action=click')) ?? '';
    expect(new URL(click).searchParams.get('redirect')).toBe('http://127.0.0.1:4174/review/r1/res1');

    expect((await openTrackLink(links.find((l) => l.includes('action=open')) ?? '')).status).toBe(200);
    const redirect = await openTrackLink(click);
    expect(String(redirect.body)).toContain('Redirection en cours...');
    expect((await env.store.get('email_logs/m-review')).data).toMatchObject({
      openedAt: '2026-11-22T10:00:00.000Z',
      clickedAt: '2026-11-22T10:00:00.000Z',
    });

    const forged = new URL(click);
    forged.searchParams.set('redirect', 'https://evil.example/');
    const refused = await openTrackLink(forged.toString());
    expect(refused.status).toBe(400);
    expect(String(refused.body)).not.toContain('evil.example');
  });
});
