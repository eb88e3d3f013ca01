import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import { signTrackParams, unsubscribeParams } from '../../mail/link-signing';
import { previewCampaignAudience } from '../campaigns/preview-campaign-audience';
import { updateMyConsents } from '../privacy/my-consents';
import { unsubscribeByLink } from '../privacy/unsubscribe-callables';
import { adminFull, call, client, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { mergeCustomers } from './merge-customers';
import { updateCustomer } from './update-customer';

/**
 * Issue 49, point 6: once a diner unsubscribed with a mail's link (or withdrew in their space), staff cannot tick
 * « accepte les offres » again, so no campaign reaches them; the diner alone gives it back, from their space.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness(); // Sunday 22 November 2026, 11:00 in Paris
});
afterAll(async () => h.close());

const MARIE = 'marie@example.fr';
const profile = (overrides: Record<string, unknown> = {}) => ({
  customerId: MARIE,
  restaurantId: 'r1',
  email: MARIE,
  name: 'Marie Curie',
  phone: '0611223344',
  birthDate: '',
  postalCode: '',
  emailMarketingConsent: true,
  smsMarketingConsent: false,
  rgpdConsent: true,
  ...overrides,
});
const audience = async () =>
  (await call<{ recipients: number }>(previewCampaignAudience, { targetRestaurant: 'r1' }, adminFull('r1')))
    .recipients;

async function unsubscribeWithTheMailLink(): Promise<void> {
  const link = { trackingId: 'mail-1', campaign: 'c1', email: MARIE, expires: 1_900_000_000 };
  await call(unsubscribeByLink, {
    ...link,
    signature: signTrackParams(unsubscribeParams(link), 'test-link-secret'),
  });
}

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedCustomer(h.store, { email: MARIE, emailMarketingConsent: true, ...statsWithPoints('r1', 10) });
});

describe('a diner’s own withdrawal, against staff', () => {
  it('refuses staff ticking the offers again after the mail’s unsubscribe link, and writes nothing', async () => {
    expect(await audience()).toBe(1);
    await unsubscribeWithTheMailLink();
    expect(await audience()).toBe(0);
    const before = await writeSnapshot(h);
    expect(await failureOf(call(updateCustomer, profile(), adminFull('r1')))).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.customerFile.consentWithdrawnByDiner,
    });
    expect(await writeSnapshot(h)).toEqual(before);
    expect(await audience()).toBe(0);
    // The rest of the form still saves while the box stays as the diner left it.
    await call(
      updateCustomer,
      profile({ emailMarketingConsent: false, postalCode: '75011' }),
      adminFull('r1'),
    );
    expect((await h.store.get(customerViewPath('r1', MARIE))).data).toMatchObject({
      postalCode: '75011',
      emailMarketingConsent: false,
      consentProofs: { email: { granted: false, method: 'unsubscribe' } },
    });
  });

  it('refuses it after a withdrawal in the customer space too, until the diner gives it back herself', async () => {
    await call(updateMyConsents, { channel: 'email', restaurantIds: [] }, client(MARIE));
    expect((await failureOf(call(updateCustomer, profile(), adminFull('r1')))).code).toBe(
      'failed-precondition',
    );
    await call(updateMyConsents, { channel: 'email', restaurantIds: ['r1'] }, client(MARIE));
    expect(await audience()).toBe(1);
    // Given back by the diner: staff may record what she tells them again, both ways.
    await call(updateCustomer, profile({ emailMarketingConsent: false }), adminFull('r1'));
    await call(updateCustomer, profile(), adminFull('r1'));
    expect(await audience()).toBe(1);
  });

  it('lets staff correct what staff recorded', async () => {
    await call(updateCustomer, profile({ emailMarketingConsent: false }), adminFull('r1'));
    await call(updateCustomer, profile(), adminFull('r1'));
    expect(await audience()).toBe(1);
  });

  it('keeps the withdrawal through a merge with a record staff later ticked', async () => {
    await unsubscribeWithTheMailLink();
    h.setNow('2026-11-23T10:00:00.000Z');
    await seedCustomer(h.store, {
      email: 'marie.pro@example.fr',
      emailMarketingConsent: true,
      createdAt: '2026-11-23T09:00:00.000Z',
      ...statsWithPoints('r1', 2),
    });
    await h.store.update(customerViewPath('r1', 'marie.pro@example.fr'), {
      consentProofs: {
        email: { granted: true, at: '2026-11-23T09:00:00.000Z', method: 'staff', text: 'Accord' },
      },
    });
    await call(
      mergeCustomers,
      { restaurantId: 'r1', keptId: MARIE, duplicateId: 'marie.pro@example.fr' },
      adminFull('r1'),
    );
    expect((await h.store.get(customerViewPath('r1', MARIE))).data).toMatchObject({
      emailMarketingConsent: false,
      consentProofs: { email: { method: 'unsubscribe' } },
    });
    expect(await audience()).toBe(0);
  });
});
