import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  openTrackLink,
  openUnsubscribeLink,
  trackLinksOf,
  unsubscribePageLinkOf,
} from '../../http/testing/track-request';
import { readTrackQuery, verifyTrackParams } from '../../mail/link-signing';
import { drainMailOutbox } from '../../mail/outbox-worker';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { customerViewPath } from '../../lib/customer-views';
import { readUnsubscribeLink, unsubscribeByLink } from '../privacy/unsubscribe-callables';
import { updateMyConsents } from '../privacy/my-consents';
import { deleteCustomer } from '../customers/staff-customers';
import { previewCampaignAudience } from './preview-campaign-audience';
import { sendCampaign } from './send-campaign';

let h: Harness;
beforeAll(async () => {
  h = await openHarness(); // Sunday 22 November 2026, 11:00 in Paris
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedCustomer(h.store, {
    email: 'marie@example.fr',
    emailMarketingConsent: true,
    ...statsWithPoints('r1', 120),
  });
  await seedCustomer(h.store, {
    email: 'paul@example.fr',
    name: 'Paul Martin',
    firstName: 'Paul',
    lastName: 'Martin',
    emailMarketingConsent: true,
    ...statsWithPoints('r1', 0),
  });
  // Left out: no consent, an address that is no e-mail, a customer of another restaurant.
  await seedCustomer(h.store, {
    email: 'sans.accord@example.fr',
    emailMarketingConsent: false,
    ...statsWithPoints('r1', 10),
  });
  await seedCustomer(h.store, {
    id: 'Jean_0600000000',
    email: 'jean-at-example',
    emailMarketingConsent: true,
    ...statsWithPoints('r1', 10),
  });
  await seedCustomer(h.store, {
    email: 'ailleurs@example.fr',
    emailMarketingConsent: true,
    ...statsWithPoints('r2', 10),
  });
});

const campaign = {
  type: 'promotion',
  subject: 'Bonjour [Prénom]',
  content:
    'Cher [Nom du client], vous êtes [Niveau de fidélité] chez [Nom du restaurant].\n\nRéservez : [Lien de réservation]',
  targetRestaurant: 'r1',
  targetSegment: 'all',
  // The booking page needs no address from staff: the server puts the restaurant's own.
  redirection: {
    type: 'booking',
    url: '',
    label: 'Réserver une table',
    trackingEnabled: true,
  },
};
type Outcome = { campaignId: string; status: string; total: number; sent: number; failed: number };

/** Sends with the clock running, as in production, so that the 200 ms pacing really elapses. */
async function send(
  input: Record<string, unknown> = campaign,
  caller: Parameters<typeof call>[2] = adminFull('r1'),
): Promise<Outcome> {
  h.runClock(true);
  try {
    return (await call(sendCampaign, input, caller)) as Outcome;
  } finally {
    h.runClock(false);
  }
}

const mailTo = (email: string) => h.mails.find((m) => m.to === email);

describe('sendCampaign', () => {
  it('writes to consenting customers of the restaurant only, personalised, one mail every 200 ms, then marks it sent', async () => {
    const result = await send();
    expect(result).toMatchObject({ status: 'sent', total: 2, sent: 2, failed: 0 });
    expect(h.mails.map((m) => m.to).sort()).toEqual(['marie@example.fr', 'paul@example.fr']);

    const marie = mailTo('marie@example.fr');
    expect(marie?.subject).toBe('Bonjour Marie');
    expect(marie?.text).toContain('Cher Marie Curie, vous êtes Bronze chez Au Bureau.');
    expect(marie?.text).toContain('Réservez : http://127.0.0.1:4174/reservation/au-bureau');
    expect(mailTo('paul@example.fr')?.subject).toBe('Bonjour Paul');
    expect(mailTo('paul@example.fr')?.text).toContain('vous êtes Nouveau chez Au Bureau');

    const [first, second] = [...h.mails].sort((a, b) => a.receivedAt - b.receivedAt);
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(150);
    const outbox = (await h.store.query({ collection: 'mail_outbox' })).docs
      .map((d) => Date.parse(String(d.data?.nextAttemptAt)))
      .sort();
    expect((outbox[1] ?? 0) - (outbox[0] ?? 0)).toBe(200);

    const saved = (await h.store.get(`campaigns/${result.campaignId}`)).data;
    expect(saved).toMatchObject({
      status: 'sent',
      totalRecipients: 2,
      totalSent: 2,
      totalFailed: 0,
      totalOpened: 0,
      createdBy: 'u-full',
      restaurantName: 'Au Bureau',
      targetSegment: 'all',
    });
    expect(saved?.sentAt).toEqual(expect.any(String));
    const logs = await h.store.query({
      collection: 'email_logs',
      where: [{ field: 'campaignId', op: '==', value: result.campaignId }],
    });
    expect(logs.docs.map((d) => [d.data?.recipientEmail, d.data?.status, d.data?.type]).sort()).toEqual([
      ['marie@example.fr', 'sent', 'campaign'],
      ['paul@example.fr', 'sent', 'campaign'],
    ]);
  });

  it('signs every tracking link of its mails; the pixel and the button count once on the campaign', async () => {
    const { campaignId } = await send();
    const links = trackLinksOf(mailTo('marie@example.fr')?.html ?? '');
    expect(links.length).toBeGreaterThanOrEqual(2); // button, pixel (the unsubscribe link is the portal's page)
    for (const link of links) {
      const { params, signature } = readTrackQuery(Object.fromEntries(new URL(link).searchParams));
      expect(verifyTrackParams(params, signature, 'test-link-secret')).toBe(true);
      expect(params).toMatchObject({ campaign: campaignId, email: 'marie@example.fr' });
    }
    const pixel = links.find((l) => l.includes('action=open')) ?? '';
    const button = links.find((l) => l.includes('action=click')) ?? '';
    expect((await openTrackLink(pixel)).status).toBe(200);
    const click = await openTrackLink(button);
    expect(String(click.body)).toContain('http://127.0.0.1:4174/reservation/au-bureau');
    expect((await h.store.get(`campaigns/${campaignId}`)).data).toMatchObject({
      totalOpened: 1,
      totalClicked: 1,
    });
    const events = await h.store.query({ collection: 'campaign_tracking' });
    expect(events.docs.map((d) => d.data?.action).sort()).toEqual(['click', 'open']);
  });

  it('puts an unsubscribe page and the one-click headers (RFC 8058) in every mail; opening them changes nothing', async () => {
    await send();
    for (const mail of h.mails) {
      expect(unsubscribePageLinkOf(mail.html)).toMatch(/^http:\/\/127\.0\.0\.1:4174\/desinscription\?/);
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/127\.0\.0\.1:5001\/demo-resto\/europe-west1\/unsubscribe\?.*sig=[^>]+>$/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    const mail = mailTo('marie@example.fr');
    const oneClick = /^<(.*)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    const page = unsubscribePageLinkOf(mail?.html ?? '');
    // A mail scanner opens every link it finds: the one-click target and the page's only lead to the page.
    const scanned = await openUnsubscribeLink(oneClick, 'GET');
    expect(scanned.status).toBe(303);
    expect(scanned.headers.location).toBe(page);
    // A mail sent before the page existed links /track?action=unsubscribe: it too only leads to the page.
    const legacy = await openTrackLink(oneClick.replace('/unsubscribe?', '/track?action=unsubscribe&'));
    expect(legacy.status).toBe(303);
    const query = new URL(page).searchParams;
    const link = {
      trackingId: query.get('t') ?? '',
      campaign: query.get('campaign') ?? '',
      email: query.get('email') ?? '',
      expires: Number(query.get('exp')),
      signature: query.get('sig') ?? '',
    };
    expect(await call(readUnsubscribeLink, link)).toEqual({
      email: 'marie@example.fr',
      restaurantName: 'Au Bureau',
      subscribed: true,
    });
    expect((await h.store.get(customerViewPath('r1', 'marie@example.fr'))).data?.emailMarketingConsent).toBe(
      true,
    );
  });

  it('unsubscribes on the page’s button or the one-click POST only, at every venue, and refuses a forged link', async () => {
    // Marie also agreed to Le Zinc's offers: unsubscribing is her withdrawal, everywhere at once.
    await seedRestaurant(h.store, 'r2', 'Le Zinc');
    await seedCustomer(h.store, {
      email: 'marie@example.fr',
      emailMarketingConsent: true,
      restaurantIds: ['r1', 'r2'],
      restaurantStats: { r1: { points: 120 }, r2: { points: 5 } },
    });
    await send();
    const mail = mailTo('marie@example.fr');
    const oneClick = /^<(.*)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    const query = new URL(unsubscribePageLinkOf(mail?.html ?? '')).searchParams;
    const link = {
      trackingId: query.get('t') ?? '',
      campaign: query.get('campaign') ?? '',
      email: query.get('email') ?? '',
      expires: Number(query.get('exp')),
      signature: query.get('sig') ?? '',
    };
    // Someone else's address on Marie's signature: refused, by the button and by the one-click POST.
    expect(await failureOf(call(unsubscribeByLink, { ...link, email: 'paul@example.fr' }))).toEqual({
      code: 'permission-denied',
      message: 'Ce lien de désinscription est invalide ou a expiré.',
    });
    const forged = new URL(oneClick);
    forged.searchParams.set('email', 'paul@example.fr');
    expect((await openUnsubscribeLink(forged.toString(), 'POST')).status).toBe(403);
    expect((await h.store.get(customerViewPath('r1', 'paul@example.fr'))).data?.emailMarketingConsent).toBe(
      true,
    );

    h.setNow('2026-11-22T12:00:00.000Z');
    expect(await call(unsubscribeByLink, link)).toEqual({ ok: true, email: 'marie@example.fr' });
    for (const venue of ['r1', 'r2'])
      expect((await h.store.get(customerViewPath(venue, 'marie@example.fr'))).data).toMatchObject({
        emailMarketingConsent: false,
        consentProofs: {
          email: {
            granted: false,
            at: '2026-11-22T12:00:00.000Z',
            method: 'unsubscribe',
            text: 'Désinscription depuis le lien d’un e-mail, pour tous les restaurants',
          },
        },
      });
    // The one-click POST of the mailbox provider, once more: idempotent.
    const again = await openUnsubscribeLink(oneClick, 'POST');
    expect(again.status).toBe(200);
    expect(await call(readUnsubscribeLink, link)).toMatchObject({ subscribed: false });
    expect(await call(previewCampaignAudience, { targetRestaurant: 'r1' }, adminFull('r1'))).toMatchObject({
      recipients: 1,
    });

    h.mails.length = 0;
    const next = await send({ ...campaign, subject: 'Deuxième envoi' });
    expect(next).toMatchObject({ status: 'sent', total: 1 });
    expect(h.mails.map((m) => m.to)).toEqual(['paul@example.fr']);
  });

  it('drops a queued campaign mail at delivery when the customer withdrew or was erased meanwhile', async () => {
    await seedCustomer(h.store, {
      email: 'lea@example.fr',
      name: 'Léa Roux',
      firstName: 'Léa',
      emailMarketingConsent: true,
      ...statsWithPoints('r1', 3),
    });
    const result = await send({ ...campaign, scheduleDate: '2026-12-20', scheduleTime: '10:00' });
    expect(result).toMatchObject({ status: 'pending', total: 3 });
    // Weeks before the date: Marie withdraws from her space, Paul is erased by the venue.
    await call(updateMyConsents, { channel: 'email', restaurantIds: [] }, client('marie@example.fr'));
    await call(deleteCustomer, { customerId: 'paul@example.fr' }, MASTER);
    const outboxIds = (await h.store.query({ collection: 'mail_outbox' })).docs.map((doc) => doc.id);
    // No mail id names its address: it could not be anonymised.
    expect(outboxIds.join()).not.toMatch(/@/);
    const paulsMail = (await h.store.query({ collection: 'mail_outbox' })).docs.find(
      (doc) => doc.data?.withdrawnReason === 'erased',
    );
    // Erasure withdrew Paul's mail and emptied it of his address and body already.
    expect(paulsMail?.data).toMatchObject({
      status: 'cancelled',
      withdrawnReason: 'erased',
      to: '',
      html: '',
    });

    h.setNow('2026-12-20T09:01:00.000Z');
    await drainMailOutbox();
    expect(h.mails.map((m) => m.to)).toEqual(['lea@example.fr']);
    const outbox = (await h.store.query({ collection: 'mail_outbox' })).docs.map((doc) => doc.data ?? {});
    expect(outbox.find((mail) => mail.to === 'marie@example.fr')).toMatchObject({
      status: 'cancelled',
      withdrawnReason: 'consent',
      html: '',
      text: '',
    });
    // No mail done with keeps a live link (body, unsubscribe header): a digest proves what it held.
    for (const mail of outbox) {
      expect(mail).not.toHaveProperty('headers');
      expect(mail.html).toBe('');
      expect(mail.contentDigest).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    }
    expect((await h.store.get(`campaigns/${result.campaignId}`)).data).toMatchObject({
      status: 'sent',
      totalSent: 1,
      totalRecipients: 1,
      totalWithdrawn: 2,
    });
  });

  it('ends partial when some mails are refused for good, failed when all are, and logs the failures', async () => {
    h.failRecipient('paul@example.fr');
    const partial = await send();
    expect(partial).toMatchObject({ status: 'partial', sent: 1, failed: 1 });
    expect((await h.store.get(`campaigns/${partial.campaignId}`)).data).toMatchObject({
      status: 'partial',
      totalSent: 1,
      totalFailed: 1,
    });
    const failedLog = await h.store.query({
      collection: 'email_logs',
      where: [{ field: 'status', op: '==', value: 'failed' }],
    });
    expect(failedLog.docs.map((d) => d.data?.recipientEmail)).toEqual(['paul@example.fr']);

    h.failSmtp(true);
    const failed = await send({ ...campaign, subject: 'Autre' });
    expect(failed).toMatchObject({ status: 'failed', sent: 0, failed: 2 });
  });

  it('keeps a scheduled campaign in the outbox until its date; the worker then sends it and sets its status', async () => {
    const result = await send({ ...campaign, scheduleDate: '2026-11-25', scheduleTime: '10:00' });
    expect(result).toMatchObject({ status: 'pending', total: 2, sent: 0 });
    expect(h.mails).toHaveLength(0);
    const times = (await h.store.query({ collection: 'mail_outbox' })).docs
      .map((d) => String(d.data?.nextAttemptAt))
      .sort();
    expect(times).toEqual(['2026-11-25T09:00:00.000Z', '2026-11-25T09:00:00.200Z']);
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });

    h.setNow('2026-11-25T09:01:00.000Z');
    expect(await drainMailOutbox()).toMatchObject({ sent: 2 });
    expect((await h.store.get(`campaigns/${result.campaignId}`)).data).toMatchObject({
      status: 'sent',
      totalSent: 2,
      sentAt: '2026-11-25T09:01:00.000Z',
    });
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(h.mails).toHaveLength(2);
  });

  it("reads the restaurant's own file: a consent given at another venue only does not make a recipient", async () => {
    // Known at both venues; agreed to Le Zinc's mails (r2) but not to Au Bureau's (r1), and the reverse.
    await seedCustomer(h.store, {
      email: 'zoe@example.fr',
      name: 'Zoé Roux',
      firstName: 'Zoé',
      emailMarketingConsent: true,
      restaurantIds: ['r1', 'r2'],
      restaurantStats: { r1: { points: 5 }, r2: { points: 700 } },
    });
    await h.store.update(customerViewPath('r1', 'zoe@example.fr'), { emailMarketingConsent: false });
    await seedCustomer(h.store, {
      email: 'leo@example.fr',
      name: 'Léo Blanc',
      firstName: 'Léo',
      emailMarketingConsent: false,
      restaurantIds: ['r1', 'r2'],
      restaurantStats: { r1: { points: 260 }, r2: { points: 0 } },
    });
    await h.store.update(customerViewPath('r1', 'leo@example.fr'), { emailMarketingConsent: true });

    const result = await send();
    expect(result).toMatchObject({ status: 'sent', total: 3 });
    expect(h.mails.map((m) => m.to).sort()).toEqual([
      'leo@example.fr',
      'marie@example.fr',
      'paul@example.fr',
    ]);
    // Level from the points at r1 only.
    expect(mailTo('leo@example.fr')?.text).toContain('Cher Léo Blanc, vous êtes Argent chez Au Bureau.');

    // Le Zinc's campaign reaches Zoé (and the customer of r2 only), not Léo.
    await seedRestaurant(h.store, 'r2', 'Le Zinc');
    h.mails.length = 0;
    const zinc = await send({ ...campaign, targetRestaurant: 'r2' }, adminFull('r2'));
    expect(zinc).toMatchObject({ status: 'sent', total: 2 });
    expect(h.mails.map((m) => m.to).sort()).toEqual(['ailleurs@example.fr', 'zoe@example.fr']);
    expect(mailTo('zoe@example.fr')?.text).toContain('Cher Zoé Roux, vous êtes Or chez Le Zinc.');
  });

  it("names the level with the restaurant's own thresholds", async () => {
    await h.store.set('settings/loyalty_config_r1', {
      restaurantId: 'r1',
      levels: { bronze: 20, silver: 50, gold: 110, diamond: 500 },
    });
    await send();
    expect(mailTo('marie@example.fr')?.text).toContain('vous êtes Or chez Au Bureau');
    expect(mailTo('paul@example.fr')?.text).toContain('vous êtes Nouveau chez Au Bureau');
  });

  it('refuses each invalid form with its French message and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '  ' }, 'Tous les champs obligatoires doivent être remplis'],
      [{ content: '' }, 'Tous les champs obligatoires doivent être remplis'],
      [{ targetRestaurant: '' }, 'Tous les champs obligatoires doivent être remplis'],
      [{ scheduleDate: '2026-11-21' }, "La date d'envoi ne peut pas être antérieure à aujourd'hui"],
      [{ targetSegment: 'new' }, 'Aucun client trouvé pour ce segment'],
      [{ targetSegment: 'inconnu' }, 'Données invalides'],
      [{ targetSegment: 'level:platinum' }, 'Données invalides'],
      [{ targetRestaurant: 'r9' }, 'Restaurant non trouvé'],
      [
        { redirection: { type: 'custom', url: '', label: 'Notre carte', trackingEnabled: true } },
        'Tous les champs obligatoires doivent être remplis',
      ],
    ];
    for (const [change, message] of cases) {
      expect((await failureOf(call(sendCampaign, { ...campaign, ...change }, MASTER))).message).toBe(message);
    }
    expect((await h.store.query({ collection: 'campaigns' })).docs).toHaveLength(0);
    expect((await h.store.query({ collection: 'mail_outbox' })).docs).toHaveLength(0);
  });

  it('refuses a campaign link that is no web address, with a French message, and writes nothing', async () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:contact@aubureau.fr',
      'www.aubureau.fr/carte',
    ]) {
      const input = {
        ...campaign,
        redirection: { type: 'custom', url, label: 'Notre carte', trackingEnabled: true },
      };
      expect((await failureOf(call(sendCampaign, input, MASTER))).message, url).toBe(
        'Le lien doit être une adresse web commençant par http:// ou https://',
      );
    }
    expect((await h.store.query({ collection: 'campaigns' })).docs).toHaveLength(0);
    expect((await h.store.query({ collection: 'mail_outbox' })).docs).toHaveLength(0);
    const menu = {
      type: 'menu',
      url: 'https://aubureau.fr/carte',
      label: 'Notre carte',
      trackingEnabled: true,
    };
    expect((await send({ ...campaign, redirection: menu })).status).toBe('sent');
  });

  it('is for master_admin and the admin_full of the restaurant only', async () => {
    const denied = {
      code: 'permission-denied',
      message: "Accès refusé : vous n'avez pas les permissions nécessaires",
    };
    expect(await failureOf(call(sendCampaign, campaign, null))).toEqual({
      code: 'unauthenticated',
      message: 'Vous devez être connecté pour effectuer cette action',
    });
    expect(await failureOf(call(sendCampaign, campaign, client('marie@example.fr')))).toEqual(denied);
    expect(await failureOf(call(sendCampaign, campaign, admin('r1')))).toEqual(denied);
    expect(await failureOf(call(sendCampaign, campaign, adminFull('r2')))).toEqual(denied);
    expect((await h.store.query({ collection: 'campaigns' })).docs).toHaveLength(0);
    expect(h.mails).toHaveLength(0);
    await expect(send(campaign, MASTER)).resolves.toMatchObject({ status: 'sent', total: 2 });
  });
});
