import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { CAMPAIGN_TEST_LIMIT, sendCampaignTest } from './send-campaign-test';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Petit Zinc');
  await h.store.set('users/u-full', { name: 'Nina Lefort', email: 'full@resto.test', role: 'admin_full' });
  // A consenting customer: a test must never reach them, nor change anything of theirs.
  await seedCustomer(h.store, {
    email: 'marie@example.fr',
    emailMarketingConsent: true,
    ...statsWithPoints('r1', 120),
  });
});

const campaign = {
  type: 'promotion',
  subject: 'Bonjour [Prénom]',
  content:
    'Cher [Nom du client], vous êtes [Niveau de fidélité] chez [Nom du restaurant].\n\nRéservez : [Lien de réservation]',
  targetRestaurant: 'r1',
  targetSegment: 'all',
  redirection: { type: 'booking', url: '', label: 'Réserver une table', trackingEnabled: true },
};

/** Every document a campaign send would write or change, to prove a test writes none of them. */
async function campaignFootprint() {
  const [campaigns, views, customers, outbox] = await Promise.all(
    ['campaigns', 'restaurantCustomers', 'customers', 'mail_outbox'].map((collection) =>
      h.store.query({ collection }),
    ),
  );
  return {
    campaigns: campaigns!.docs.map((d) => d.data),
    views: views!.docs.map((d) => d.data),
    customers: customers!.docs.map((d) => d.data),
    campaignMails: outbox!.docs.filter((d) => d.data?.type === 'campaign').length,
  };
}

describe('sendCampaignTest', () => {
  it("mails the campaign to the caller's own address only, filled in for them, marked as a test; nothing else changes", async () => {
    const before = await campaignFootprint();
    expect(await call(sendCampaignTest, campaign, adminFull('r1'))).toEqual({ to: 'full@resto.test' });

    expect(h.mails.map((m) => m.to)).toEqual(['full@resto.test']);
    const [mail] = h.mails;
    expect(mail?.subject).toBe('[Test] Bonjour Nina');
    expect(mail?.text).toContain('Ceci est un envoi de test');
    expect(mail?.text).toContain('Cher Nina Lefort, vous êtes Nouveau chez Au Bureau.');
    expect(mail?.text).toContain('Réservez : http://127.0.0.1:4174/reservation/au-bureau');
    expect(mail?.html).toContain('href="http://127.0.0.1:4174/reservation/au-bureau"');
    // Nobody is subscribed: no unsubscribe header, no unsubscribe link.
    expect(mail?.headers['list-unsubscribe']).toBeUndefined();
    expect(mail?.html).not.toContain('desinscription');

    expect(await campaignFootprint()).toEqual(before);
    const logs = (await h.store.query({ collection: 'email_logs' })).docs.map((d) => d.data);
    expect(logs).toEqual([
      expect.objectContaining({
        type: 'campaign_test',
        status: 'sent',
        recipientEmail: 'full@resto.test',
        restaurantId: 'r1',
      }),
    ]);
    expect(logs[0]).not.toHaveProperty('campaignId');
  });

  it('is for master_admin and admin_full of that restaurant only, and sends nothing otherwise', async () => {
    const denied = {
      code: 'permission-denied',
      message: "Accès refusé : vous n'avez pas les permissions nécessaires",
    };
    expect(await failureOf(call(sendCampaignTest, campaign, adminFull('r2')))).toEqual(denied);
    expect(await failureOf(call(sendCampaignTest, campaign, admin('r1')))).toEqual(denied);
    expect((await failureOf(call(sendCampaignTest, campaign, client('marie@example.fr')))).code).toBe(
      'permission-denied',
    );
    expect((await failureOf(call(sendCampaignTest, campaign, null))).code).toBe('unauthenticated');
    expect(h.mails).toEqual([]);
    await call(sendCampaignTest, campaign, MASTER);
    expect(h.mails.map((m) => m.to)).toEqual(['master@resto.test']);
  });

  it('answers bad input with the French message and sends nothing', async () => {
    expect(await failureOf(call(sendCampaignTest, { ...campaign, subject: ' ' }, adminFull('r1')))).toEqual({
      code: 'invalid-argument',
      message: 'Tous les champs obligatoires doivent être remplis',
    });
    expect(
      (await failureOf(call(sendCampaignTest, { ...campaign, subject: 'x'.repeat(201) }, adminFull('r1'))))
        .code,
    ).toBe('invalid-argument');
    const script = { type: 'custom', url: 'javascript:alert(1)', label: 'Voir', trackingEnabled: true };
    expect(
      (await failureOf(call(sendCampaignTest, { ...campaign, redirection: script }, adminFull('r1'))))
        .message,
    ).toBe('Le lien doit être une adresse web commençant par http:// ou https://');
    expect(h.mails).toEqual([]);
  });

  it('sends no test of an SMS campaign, by SMS or by mail, and says why', async () => {
    const sms = { ...campaign, channel: 'sms', redirection: undefined };
    expect(await failureOf(call(sendCampaignTest, sms, adminFull('r1')))).toEqual({
      code: 'failed-precondition',
      message:
        "Pas d'envoi de test par SMS : il partirait vers un numéro sans consentement enregistré et compterait dans le plafond mensuel. Vérifiez le texte dans l'aperçu",
    });
    expect(h.mails).toEqual([]);
    expect((await h.store.query({ collection: 'sms_outbox' })).docs).toEqual([]);
    expect((await h.store.query({ collection: 'mail_outbox' })).docs).toEqual([]);
  });

  it('says so when the mail could not leave', async () => {
    h.failRecipient('full@resto.test');
    expect(await failureOf(call(sendCampaignTest, campaign, adminFull('r1')))).toEqual({
      code: 'unavailable',
      message: "❌ Erreur lors de l'envoi du test",
    });
  });

  it('is limited per staff member: past the limit in the window, « Trop de requêtes » and no mail', async () => {
    for (let i = 0; i < CAMPAIGN_TEST_LIMIT.limit; i += 1)
      await call(sendCampaignTest, campaign, adminFull('r1'));
    expect(h.mails).toHaveLength(CAMPAIGN_TEST_LIMIT.limit);
    expect((await failureOf(call(sendCampaignTest, campaign, adminFull('r1')))).code).toBe(
      'resource-exhausted',
    );
    expect(h.mails).toHaveLength(CAMPAIGN_TEST_LIMIT.limit);
    // Another member of staff has their own allowance; the window ends and the sender may test again.
    await call(sendCampaignTest, campaign, MASTER);
    h.setNow(new Date(h.now().getTime() + CAMPAIGN_TEST_LIMIT.windowMs));
    await call(sendCampaignTest, campaign, adminFull('r1'));
    expect(h.mails).toHaveLength(CAMPAIGN_TEST_LIMIT.limit + 2);
  });
});
