import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerViewPath } from '../../lib/customer-views';
import { adminFull, call, client, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { actOnMyPassport } from './act-on-my-passport';

/**
 * The passport's per-venue actions (issue 54): each touches the view of the venue it names, and only it; the
 * other venue's points, consents and file stay as they were. Attacks: a venue that does not know the diner,
 * another diner's venue, a staff token.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const ZOE = 'zoe@example.fr';
const ME = client(ZOE);
const pending = (restaurantId: string, campaignId?: string) => ({
  status: 'pending',
  restaurantId,
  to: ZOE,
  customerId: ZOE,
  ...(campaignId ? { campaignId } : {}),
});

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Petit Zinc');
  await seedRestaurant(h.store, 'r3', 'La Table du Port');
  await seedCustomer(h.store, {
    email: ZOE,
    name: 'Zoé Lambert',
    emailMarketingConsent: true,
    smsMarketingConsent: true,
    restaurantIds: ['r1', 'r2'],
    restaurantStats: { r1: { points: 12 }, r2: { points: 320 } },
  });
  await h.store.update(customerViewPath('r1', ZOE), { allergies: 'Arachides', notes: 'Note de l’équipe' });
  await seedCustomer(h.store, { email: 'ana@example.fr', name: 'Ana', restaurantIds: ['r3'] });
  await h.store.set('campaigns/c1', { restaurantId: 'r1', totalRecipients: 2 });
  await h.store.set('mail_outbox/m-r1', pending('r1', 'c1'));
  await h.store.set('mail_outbox/m-r1-booking', pending('r1'));
  await h.store.set('mail_outbox/m-r2', pending('r2', 'c2'));
  await h.store.set('sms_outbox/s-r1', pending('r1', 'c1'));
  await h.store.set('sms_outbox/s-r2', pending('r2', 'c2'));
});

const view = async (restaurantId: string) =>
  (await h.store.get(customerViewPath(restaurantId, ZOE))).data ?? {};
const status = async (path: string) => (await h.store.get(path)).data?.status;

describe('actOnMyPassport', () => {
  it('« Ne plus me contacter » withdraws every channel at that venue and its queued offers, nothing else', async () => {
    const other = await view('r2');
    expect(await call(actOnMyPassport, { action: 'stopContact', restaurantId: 'r1' }, ME)).toEqual({
      ok: true,
      withdrawn: 2,
    });
    expect(await view('r1')).toMatchObject({
      emailMarketingConsent: false,
      smsMarketingConsent: false,
      consentProofs: {
        email: { granted: false, text: '« Ne plus me contacter » dans le passeport, pour Au Bureau' },
        sms: { granted: false, method: 'form' },
      },
    });
    expect(await view('r2')).toEqual(other);
    expect(await status('mail_outbox/m-r1')).toBe('cancelled');
    expect(await status('sms_outbox/s-r1')).toBe('cancelled');
    for (const path of ['mail_outbox/m-r1-booking', 'mail_outbox/m-r2', 'sms_outbox/s-r2'])
      expect(await status(path)).toBe('pending');
    expect((await h.store.get('campaigns/c1')).data).toMatchObject({ totalRecipients: 0, totalWithdrawn: 2 });
  });

  it('« Corriger » sends a field to that venue’s view only', async () => {
    const other = await view('r2');
    const record = (await h.store.get(`customers/${ZOE}`)).data ?? {};
    await call(
      actOnMyPassport,
      { action: 'correct', restaurantId: 'r1', field: 'phone', value: ' 0700000000 ' },
      ME,
    );
    expect(await view('r1')).toMatchObject({ phone: '0700000000', points: 12, allergies: 'Arachides' });
    expect((await view('r1')).searchTokens).toContain('0700000000');
    expect(await view('r2')).toEqual(other);
    expect((await h.store.get(`customers/${ZOE}`)).data).toMatchObject({
      phone: record.phone,
      restaurantStats: record.restaurantStats,
    });
  });

  it('« Partager mes allergies avec… » copies them with a proof, only when asked, the points intact', async () => {
    expect((await view('r2')).allergies ?? '').toBe('');
    await call(actOnMyPassport, { action: 'shareAllergies', restaurantId: 'r1', toRestaurantId: 'r2' }, ME);
    expect(await view('r2')).toMatchObject({
      allergies: 'Arachides',
      points: 320,
      notes: '',
      allergiesProof: {
        granted: true,
        method: 'form',
        fromRestaurantId: 'r1',
        text: 'Allergies partagées par le client depuis Au Bureau avec Le Petit Zinc',
      },
    });
    expect(
      await failureOf(
        call(actOnMyPassport, { action: 'shareAllergies', restaurantId: 'r2', toRestaurantId: 'r2' }, ME),
      ),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Données invalides',
    });
  });

  it('refuses a venue that does not know the diner, writing nothing, and staff', async () => {
    const before = await writeSnapshot(h);
    for (const input of [
      { action: 'stopContact', restaurantId: 'r3' },
      { action: 'correct', restaurantId: 'r3', field: 'name', value: 'Pirate' },
      { action: 'shareAllergies', restaurantId: 'r1', toRestaurantId: 'r3' },
    ])
      expect(await failureOf(call(actOnMyPassport, input, ME))).toEqual({
        code: 'not-found',
        message: 'Restaurant non trouvé',
      });
    expect(await writeSnapshot(h)).toEqual(before);
    expect((await h.store.get(customerViewPath('r3', ZOE))).exists).toBe(false);
    expect(
      (await failureOf(call(actOnMyPassport, { action: 'stopContact', restaurantId: 'r1' }, adminFull('r1'))))
        .code,
    ).toBe('permission-denied');
    expect(
      await failureOf(
        call(actOnMyPassport, { action: 'correct', restaurantId: 'r1', field: 'email', value: 'x@y.fr' }, ME),
      ),
    ).toEqual({ code: 'invalid-argument', message: 'Données invalides' });
  });
});
