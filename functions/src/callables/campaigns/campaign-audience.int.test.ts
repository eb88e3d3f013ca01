import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_SEGMENTS, DEFAULT_LOYALTY_CONFIG, type CampaignSegment } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import {
  MASTER,
  admin,
  adminFull,
  call,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { AUDIENCE_PAGE_SIZE, countCampaignAudience } from './campaign-audience';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { CAMPAIGN_CHUNK, openCampaignQueue } from './queue-campaign';
import { previewCampaignAudience } from './preview-campaign-audience';
import { sendCampaign } from './send-campaign';

let h: Harness;
beforeAll(async () => {
  h = await openHarness(); // Sunday 22 November 2026, 11:00 in Paris
});
afterAll(async () => h.close());

/** A customer of r1 as its view records them (points, dates and consent at r1). */
async function seedR1Customer(
  email: string,
  name: string,
  view: { points?: number; lastVisit?: string; firstSeenAt?: string; consent?: boolean },
): Promise<void> {
  const firstSeenAt = view.firstSeenAt ?? '2026-01-01T00:00:00.000Z';
  await seedCustomer(h.store, {
    email,
    name,
    firstName: name.split(' ')[0],
    lastName: name.split(' ').slice(1).join(' '),
    emailMarketingConsent: view.consent ?? true,
    createdAt: firstSeenAt,
    restaurantIds: ['r1'],
    loyaltyPoints: view.points ?? 0,
    restaurantStats: {
      r1: { points: view.points ?? 0, ...(view.lastVisit ? { lastVisit: view.lastVisit } : {}) },
    },
  });
}

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Zinc');
  await seedR1Customer('vera@example.fr', 'Véra Lenoir', { points: 300, lastVisit: '2026-11-15' });
  await seedR1Customer('nina@example.fr', 'Nina Petit', { firstSeenAt: '2026-11-20T18:00:00.000Z' });
  await seedR1Customer('ines@example.fr', 'Inès Morel', { points: 120, lastVisit: '2026-07-01' });
  await seedR1Customer('olga@example.fr', 'Olga Faure', {}); // never came, known since January
  await seedR1Customer('gaston@example.fr', 'Gaston Roy', { points: 600, lastVisit: '2026-11-01' });
  await seedR1Customer('diane@example.fr', 'Diane Lefort', { points: 1500, lastVisit: '2026-11-10' });
  await seedR1Customer('sam@example.fr', 'Sam Weil', { points: 2000, consent: false });
  // Known at both venues, agreed to Le Zinc's mails only.
  await seedCustomer(h.store, {
    email: 'bob@example.fr',
    name: 'Bob Marchal',
    firstName: 'Bob',
    lastName: 'Marchal',
    emailMarketingConsent: true,
    restaurantIds: ['r1', 'r2'],
    restaurantStats: { r1: { points: 500 }, r2: { points: 10 } },
  });
  await h.store.update(customerViewPath('r1', 'bob@example.fr'), { emailMarketingConsent: false });
});

/** Who each segment of r1 holds (now: 2026-11-22; thresholds 100 / 250 / 500 / 1000). */
const EXPECTED: Record<CampaignSegment, string[]> = {
  all: ['diane', 'gaston', 'ines', 'nina', 'olga', 'vera'],
  vip: ['diane', 'gaston', 'ines', 'vera'],
  new: ['nina'],
  // Inès last came in July; Olga never came but is known since January. Nina, new, never came either: not inactive.
  inactive: ['ines', 'olga'],
  'level:new': ['nina', 'olga'],
  'level:bronze': ['ines'],
  'level:silver': ['vera'],
  'level:gold': ['gaston'],
  'level:diamond': ['diane'],
};
const emails = (names: string[]) => names.map((n) => `${n}@example.fr`);

const campaign = {
  type: 'promotion',
  subject: 'Bonjour [Prénom]',
  content: '[Nom du client], niveau [Niveau de fidélité] au [Nom du restaurant]',
  targetRestaurant: 'r1',
  // Scheduled: the mails wait in the outbox, where they are counted.
  scheduleDate: '2026-11-25',
};

async function queuedTo(campaignId: string): Promise<string[]> {
  const mails = await h.store.query({
    collection: 'mail_outbox',
    where: [{ field: 'campaignId', op: '==', value: campaignId }],
  });
  return mails.docs.map((d) => String(d.data?.to)).sort();
}

describe('campaign segments over the restaurant file', () => {
  it.each(CAMPAIGN_SEGMENTS)(
    '%s: the preview counts exactly the mails the campaign then queues',
    async (segment) => {
      const preview = await call(
        previewCampaignAudience,
        { targetRestaurant: 'r1', targetSegment: segment },
        MASTER,
      );
      expect(preview).toMatchObject({ recipients: EXPECTED[segment].length });
      const result = (await call(sendCampaign, { ...campaign, targetSegment: segment }, MASTER)) as {
        campaignId: string;
        total: number;
      };
      expect(result.total).toBe(EXPECTED[segment].length);
      expect(await queuedTo(result.campaignId)).toEqual(emails(EXPECTED[segment]));
      expect((await h.store.get(`campaigns/${result.campaignId}`)).data).toMatchObject({
        targetSegment: segment,
        totalRecipients: EXPECTED[segment].length,
        status: 'pending',
      });
    },
  );

  it("fills each mail's placeholders from the recipient's view at the restaurant", async () => {
    const { campaignId } = (await call(sendCampaign, campaign, MASTER)) as { campaignId: string };
    const mails = await h.store.query({
      collection: 'mail_outbox',
      where: [{ field: 'campaignId', op: '==', value: campaignId }],
    });
    const byTo = new Map(mails.docs.map((d) => [String(d.data?.to), d.data ?? {}]));
    expect(byTo.get('ines@example.fr')?.subject).toBe('Bonjour Inès');
    expect(byTo.get('ines@example.fr')?.text).toContain('Inès Morel, niveau Bronze au Au Bureau');
    expect(byTo.get('diane@example.fr')?.text).toContain('Diane Lefort, niveau Ultra VIP au Au Bureau');
    // Spaced 200 ms apart from the scheduled time, in the file's order.
    const times = mails.docs.map((d) => String(d.data?.nextAttemptAt)).sort();
    expect(times[0]).toBe('2026-11-25T08:00:00.000Z');
    expect(times[5]).toBe('2026-11-25T08:00:01.000Z');
  });

  it('shows the first recipient as the placeholders name them, and writes nothing', async () => {
    const before = await writeSnapshot(h);
    expect(await call(previewCampaignAudience, { targetRestaurant: 'r1' }, adminFull('r1'))).toEqual({
      recipients: 6,
      sample: { firstName: 'Diane', customerName: 'Diane Lefort', loyaltyLevel: 'Ultra VIP' },
    });
    expect(
      await call(previewCampaignAudience, { targetRestaurant: 'r1', targetSegment: 'level:bronze' }, MASTER),
    ).toEqual({
      recipients: 1,
      sample: { firstName: 'Inès', customerName: 'Inès Morel', loyaltyLevel: 'Bronze' },
    });
    // Le Zinc: Bob, who agreed there.
    expect(await call(previewCampaignAudience, { targetRestaurant: 'r2' }, adminFull('r2'))).toEqual({
      recipients: 1,
      sample: { firstName: 'Bob', customerName: 'Bob Marchal', loyaltyLevel: 'Nouveau' },
    });
    expect(
      await call(previewCampaignAudience, { targetRestaurant: 'r2', targetSegment: 'vip' }, MASTER),
    ).toEqual({ recipients: 0, sample: null });
    expect(await writeSnapshot(h)).toEqual(before);
    expect(h.mails).toHaveLength(0);
  });

  it('is for master_admin and the admin_full of the restaurant; refuses a bad segment or restaurant', async () => {
    const denied = {
      code: 'permission-denied',
      message: "Accès refusé : vous n'avez pas les permissions nécessaires",
    };
    expect(await failureOf(call(previewCampaignAudience, { targetRestaurant: 'r1' }, admin('r1')))).toEqual(
      denied,
    );
    expect(
      await failureOf(call(previewCampaignAudience, { targetRestaurant: 'r1' }, adminFull('r2'))),
    ).toEqual(denied);
    expect(
      await failureOf(
        call(previewCampaignAudience, { targetRestaurant: 'r1', targetSegment: 'tous' }, MASTER),
      ),
    ).toEqual({ code: 'invalid-argument', message: 'Données invalides' });
    expect(await failureOf(call(previewCampaignAudience, { targetRestaurant: 'r9' }, MASTER))).toEqual({
      code: 'not-found',
      message: 'Restaurant non trouvé',
    });
  });
});

describe('bounded reads', () => {
  it('counts page by page, each address once across pages', async () => {
    // Same address under a second file id (a record made from name and phone), far from the first in id order.
    await h.store.set(customerViewPath('r1', 'zz_Vera_0600000000'), {
      id: 'r1_zz_Vera_0600000000',
      restaurantId: 'r1',
      customerId: 'zz_Vera_0600000000',
      email: 'vera@example.fr',
      name: 'Véra Lenoir',
      emailMarketingConsent: true,
      points: 0,
      firstSeenAt: '2026-01-01T00:00:00.000Z',
    });
    const scope = { restaurantId: 'r1', levels: DEFAULT_LOYALTY_CONFIG.levels, now: h.now() };
    for (const pageSize of [1, 2, 4, AUDIENCE_PAGE_SIZE]) {
      const all = await countCampaignAudience({ ...scope, segment: 'all' }, pageSize);
      expect(all.recipients, String(pageSize)).toBe(6);
      expect(all.first?.email).toBe('diane@example.fr');
      // Under 'level:new' the second file (0 points) is in the segment while Véra's first (silver) is not.
      expect((await countCampaignAudience({ ...scope, segment: 'level:new' }, pageSize)).recipients).toBe(3);
      expect((await countCampaignAudience({ ...scope, segment: 'vip' }, pageSize)).recipients).toBe(4);
    }
  });

  it('sends to a file larger than a page and a queue chunk, each customer once, all counted', async () => {
    await h.reset();
    await seedRestaurant(h.store, 'r1', 'Au Bureau');
    const size = AUDIENCE_PAGE_SIZE + 1;
    expect(size).toBeGreaterThan(CAMPAIGN_CHUNK);
    const batch = h.store.batch();
    for (let i = 0; i < size; i += 1) {
      const customerId = `client${String(i).padStart(4, '0')}@example.fr`;
      batch.set(customerViewPath('r1', customerId), {
        id: `r1_${customerId}`,
        restaurantId: 'r1',
        customerId,
        email: customerId,
        name: `Client ${i}`,
        firstName: 'Client',
        emailMarketingConsent: i % 10 !== 0 || i === 0,
        points: i,
        firstSeenAt: '2026-01-01T00:00:00.000Z',
      });
    }
    await batch.commit();
    // Every tenth customer but the first did not consent: 501 - 50.
    const expected = size - 50;
    expect(await call(previewCampaignAudience, { targetRestaurant: 'r1' }, MASTER)).toMatchObject({
      recipients: expected,
      sample: { customerName: 'Client 0' },
    });
    const result = (await call(sendCampaign, campaign, MASTER)) as { campaignId: string; total: number };
    expect(result.total).toBe(expected);
    const queued = await queuedTo(result.campaignId);
    expect(queued).toHaveLength(expected);
    expect(new Set(queued).size).toBe(expected);
    expect((await h.store.get(`campaigns/${result.campaignId}`)).data?.totalRecipients).toBe(expected);
  }, 60_000);
});

describe('campaign queue', () => {
  const campaignDoc = (id: string, totalRecipients: number) => ({
    id,
    type: 'promotion',
    subject: 'Promo',
    content: 'Bonjour',
    targetRestaurant: 'r1',
    restaurantName: 'Au Bureau',
    targetSegment: 'all',
    status: 'pending',
    createdAt: h.now().toISOString(),
    totalRecipients,
    totalSent: 0,
    totalFailed: 0,
  });
  const mail = (to: string) => ({
    customerId: to,
    to,
    customerName: 'Client',
    subject: 'Promo',
    content: 'Bonjour',
    sendAt: new Date('2026-11-25T08:00:00.000Z'),
  });
  const restaurant = async () =>
    mailRestaurantOf({ id: 'r1', data: (await h.store.get('restaurants/r1')).data ?? {} });

  it('writes the campaign with its first mails, and tells it the real total when fewer were queued', async () => {
    const queue = openCampaignQueue({
      campaign: campaignDoc('c1', 3),
      restaurant: await restaurant(),
      redirect: undefined,
    });
    await queue.add(mail('vera@example.fr'));
    expect((await h.store.get('campaigns/c1')).exists).toBe(false);
    await queue.add(mail('nina@example.fr'));
    expect(await queue.close()).toBe(2);
    expect((await h.store.get('campaigns/c1')).data).toMatchObject({ totalRecipients: 2, status: 'pending' });
    expect(await queuedTo('c1')).toEqual(['nina@example.fr', 'vera@example.fr']);
  });

  it('writes nothing when no mail was added', async () => {
    const queue = openCampaignQueue({
      campaign: campaignDoc('c2', 3),
      restaurant: await restaurant(),
      redirect: undefined,
    });
    expect(await queue.close()).toBe(0);
    expect((await h.store.get('campaigns/c2')).exists).toBe(false);
  });
});
