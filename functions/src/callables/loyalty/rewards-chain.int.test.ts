import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCAN_CODE_FORMAT_HINT } from '@app/domain';
import { setScanCodeDigitSource } from '../../lib/scan-codes';
import { drainMailOutbox } from '../../mail/outbox-worker';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  tablet,
  type Harness,
  type TestCaller,
} from '../testing/callable-harness';
import { pairTestTablet, seedCustomer, seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { tabletDeclareVisit } from '../tablet/tablet-visit';
import { claimGift } from './claim-gift';
import { lookupScanCode } from './lookup-scan-code';
import { getMyLoyaltyCard } from './my-loyalty-card';
import { validateReward } from './validate-reward';

/**
 * The rewards chain end to end (ARCHITECTURE §8 "Codes are random and stored"; customer-flows §2, §4, §5):
 * voucher and loyalty-card codes drawn at random, stored in `scanCodes` and found by lookup; a gift claimed once
 * per customer and venue, with one congratulation mail; the customer's rewards and card; the till's lookup.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

// Au Bureau's paired tablet declares the visits.
let visits = 1000;
const R1 = 'resto0000000000abc123';
const R2 = 'resto0000000000zinc22';
const MARIE = client('marie@example.fr');

/** Marie, with her balance at each venue ({} = not known there). */
async function seedMarie(stats: Record<string, { points: number; giftsClaimed?: number }>) {
  await seedCustomer(h.store, {
    email: 'marie@example.fr',
    restaurantIds: Object.keys(stats),
    loyaltyPoints: Object.values(stats).reduce((sum, s) => sum + s.points, 0),
    restaurantStats: stats,
  });
}

async function seedWorld() {
  await seedRestaurant(h.store, R1, 'Au Bureau');
  await seedRestaurant(h.store, R2, 'Le Zinc');
}

/** A digit source giving the digits of `text` in turn, then crypto again. */
function forceDigits(text: string) {
  let i = 0;
  setScanCodeDigitSource(() => Number(text[i++ % text.length]));
}

beforeEach(async () => {
  await h.reset();
  await seedWorld();
  await pairTestTablet(h.store, R1);
});
afterEach(() => setScanCodeDigitSource(undefined));

const claim = (giftNumber: number, restaurantId = R1) => call(claimGift, { restaurantId, giftNumber }, MARIE);
const lookup = (code: string, restaurantId: string, caller: TestCaller = admin(R1)) =>
  call(lookupScanCode, { code, restaurantId }, caller);

describe('codes are random and stored', () => {
  it('draws a voucher code from nothing the customer or the gift gives, and registers it', async () => {
    await seedMarie({ [R1]: { points: 120 } });
    const first = await claim(1);
    expect(first).toMatchObject({ created: true, barcode: expect.stringMatching(/^REWARD:3\d{8}$/) });
    expect((await h.store.get(`scanCodes/${first.barcode}`)).data).toEqual({
      code: first.barcode,
      kind: 'reward',
      rewardId: first.rewardId,
      customerId: 'marie@example.fr',
      restaurantId: R1,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    // Same customer, same gift, same voucher id, same clock, in a fresh store: another code.
    await h.reset();
    await seedWorld();
    await seedMarie({ [R1]: { points: 120 } });
    const second = await claim(1);
    expect(second.rewardId).toBe(first.rewardId);
    expect(second.barcode).not.toBe(first.barcode);
  });

  it('redraws a code already taken, without failing the claim', async () => {
    await seedMarie({ [R1]: { points: 120 } });
    await h.store.set('scanCodes/REWARD:311111111', {
      code: 'REWARD:311111111',
      kind: 'reward',
      rewardId: 'someone-else',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    forceDigits('1111111122222222');
    const claimed = await claim(1);
    expect(claimed.barcode).toBe('REWARD:322222222');
    expect((await h.store.get('scanCodes/REWARD:311111111')).data?.rewardId).toBe('someone-else');
    expect((await h.store.get(`rewards/${claimed.rewardId}`)).data?.barcode).toBe('REWARD:322222222');
  });

  it('gives up after a few taken draws and writes nothing', async () => {
    await seedMarie({ [R1]: { points: 120 } });
    await h.store.set('scanCodes/REWARD:311111111', {
      code: 'REWARD:311111111',
      kind: 'reward',
      rewardId: 'someone-else',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    forceDigits('1');
    const before = await writeSnapshot(h);
    expect(await failureOf(claim(1))).toEqual({
      code: 'unavailable',
      message: 'Erreur lors de la création du cadeau',
    });
    expect(await writeSnapshot(h)).toEqual(before);
  });

  it('redraws a loyalty code already taken', async () => {
    await seedMarie({ [R1]: { points: 10 } });
    await h.store.set('scanCodes/LOYALTY:21111111', {
      code: 'LOYALTY:21111111',
      kind: 'loyalty',
      customerId: 'paul@example.fr',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    forceDigits('11111113333333');
    expect((await call(getMyLoyaltyCard, {}, MARIE)).code).toBe('LOYALTY:23333333');
  });
});

describe('claimGift: once per customer and venue', () => {
  it('gives back the same voucher when a gift is claimed again', async () => {
    await seedMarie({ [R1]: { points: 120 } });
    const first = await claim(1);
    const again = await claim(1);
    expect(again).toEqual({ ...first, created: false });
    expect((await h.store.query({ collection: 'rewards' })).docs).toHaveLength(1);
    expect((await h.store.query({ collection: 'scanCodes' })).docs).toHaveLength(1);
    expect((await h.store.get('customers/marie@example.fr')).data?.restaurantStats).toMatchObject({
      [R1]: { giftsClaimed: 1 },
    });
  });

  it('claims gifts in order: a later one is refused until the one before is claimed', async () => {
    await seedMarie({ [R1]: { points: 160 } });
    expect(await failureOf(claim(2))).toEqual({
      code: 'failed-precondition',
      message: "Récupérez d'abord votre cadeau #1",
    });
    await claim(1);
    expect(await failureOf(claim(3))).toEqual({
      code: 'failed-precondition',
      message: "Récupérez d'abord votre cadeau #2",
    });
    expect(await failureOf(claim(4))).toEqual({
      code: 'failed-precondition',
      message: 'Il vous faut 200 points pour obtenir ce cadeau',
    });
    await claim(2);
    expect((await claim(3)).created).toBe(true);
    // Each venue counts its own gifts and points.
    expect(await failureOf(claim(1, R2))).toEqual({
      code: 'failed-precondition',
      message: 'Il vous faut 50 points pour obtenir ce cadeau',
    });
  });

  it('refuses a gift counted as claimed whose voucher is not there (never a second voucher)', async () => {
    await seedMarie({ [R1]: { points: 120, giftsClaimed: 1 } });
    const before = await writeSnapshot(h);
    expect(await failureOf(claim(1))).toEqual({
      code: 'failed-precondition',
      message: 'Erreur lors de la création du cadeau',
    });
    expect(await writeSnapshot(h)).toEqual(before);
    expect((await claim(2)).created).toBe(true);
  });
});

describe('one congratulation mail per gift', () => {
  const giftMails = () => h.mails.filter((mail) => mail.subject.startsWith('🎁 Cadeau #1'));

  it('sends none on claim when the tablet already sent it', async () => {
    await seedMarie({ [R1]: { points: 45 } });
    expect(
      await call(
        tabletDeclareVisit,
        { email: 'marie@example.fr', requestId: `visit-${visits++}` },
        tablet(R1),
      ),
    ).toMatchObject({
      totalPoints: 55,
      gifts: [{ number: 1 }],
    });
    await drainMailOutbox();
    expect(giftMails()).toHaveLength(1);
    await claim(1);
    await drainMailOutbox();
    expect(giftMails()).toHaveLength(1);
    expect(giftMails()[0]?.to).toBe('marie@example.fr');
  });

  it('sends one on claim, and the tablet sends none when the gift is reached again', async () => {
    await seedMarie({ [R1]: { points: 55 } });
    await claim(1);
    await drainMailOutbox();
    expect(giftMails()).toHaveLength(1);
    // A penalty takes her under the gift, a visit brings her over it again.
    await h.store.update('customers/marie@example.fr', { [`restaurantStats.${R1}.points`]: 45 });
    expect(
      await call(
        tabletDeclareVisit,
        { email: 'marie@example.fr', requestId: `visit-${visits++}` },
        tablet(R1),
      ),
    ).toMatchObject({ totalPoints: 55, gifts: [{ number: 1 }] });
    await drainMailOutbox();
    expect(giftMails()).toHaveLength(1);
    expect(h.mails.map((mail) => mail.subject)).toContain('Merci pour votre visite - Au Bureau');
  });
});

describe('getMyLoyaltyCard', () => {
  it('draws the card code once and keeps it, with a card per venue', async () => {
    await seedMarie({ [R1]: { points: 120 }, [R2]: { points: 30 } });
    const [a, b] = await Promise.all([call(getMyLoyaltyCard, {}, MARIE), call(getMyLoyaltyCard, {}, MARIE)]);
    expect(a.code).toMatch(/^LOYALTY:2\d{7}$/);
    expect(b.code).toBe(a.code);
    expect((await call(getMyLoyaltyCard, {}, MARIE)).code).toBe(a.code);
    expect((await h.store.get('customers/marie@example.fr')).data?.loyaltyCode).toBe(a.code);
    expect((await h.store.query({ collection: 'scanCodes' })).docs.map((d) => d.data)).toEqual([
      {
        code: a.code,
        kind: 'loyalty',
        customerId: 'marie@example.fr',
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    ]);
    expect(a.customerName).toBe('Marie Curie');
    expect(a.cards).toMatchObject([
      {
        restaurantId: R1,
        restaurantName: 'Au Bureau',
        restaurantEmoji: '🍺',
        points: 120,
        level: { name: 'Bronze' },
      },
      { restaurantId: R2, restaurantName: 'Le Zinc', points: 30, level: { name: 'Nouveau' } },
    ]);
  });

  it('refuses staff and anonymous callers', async () => {
    await seedMarie({ [R1]: { points: 10 } });
    expect((await failureOf(call(getMyLoyaltyCard, {}, admin(R1)))).code).toBe('permission-denied');
    expect((await failureOf(call(getMyLoyaltyCard, {}, null))).code).toBe('unauthenticated');
  });
});

describe('lookupScanCode', () => {
  it('previews a voucher for the till, typed in any case', async () => {
    await seedMarie({ [R1]: { points: 120 } });
    const { barcode, rewardId } = await claim(1);
    expect(await lookup(` ${barcode.toLowerCase()} `, R1)).toEqual({
      kind: 'reward',
      code: barcode,
      rewardId,
      customerName: 'Marie Curie',
      restaurantId: R1,
      restaurantName: 'Au Bureau',
      description: '🥤 Boisson offerte',
      value: 0,
      giftNumber: 1,
      giftName: 'Boisson offerte',
      status: 'active',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('shows a used voucher with the refusal and its use date', async () => {
    await seedMarie({ [R1]: { points: 120 } });
    const { barcode } = await claim(1);
    h.setNow('2026-11-22T13:05:00.000Z');
    await call(validateReward, { code: barcode }, admin(R1));
    expect(await lookup(barcode, R1)).toMatchObject({
      status: 'used',
      usedAt: '2026-11-22T13:05:00.000Z',
      refusal: 'Ce bon a déjà été utilisé/expiré (utilisé le 22/11/2026 à 14:05)',
    });
  });

  it("answers another venue's voucher: a refusal for staff of both, permission-denied for the others", async () => {
    await seedMarie({ [R1]: { points: 120 } });
    const { barcode } = await claim(1);
    expect(await lookup(barcode, R2, adminFull(R1, R2))).toMatchObject({
      restaurantId: R1,
      restaurantName: 'Au Bureau',
      status: 'active',
      refusal: 'Ce bon est à utiliser chez Au Bureau',
    });
    expect(await failureOf(lookup(barcode, R2, admin(R2)))).toEqual({
      code: 'permission-denied',
      message: 'Ce bon est à utiliser chez Au Bureau',
    });
    expect(await failureOf(call(validateReward, { code: barcode }, admin(R2)))).toEqual({
      code: 'permission-denied',
      message: "Accès refusé : vous n'avez pas les permissions nécessaires",
    });
    expect((await h.store.query({ collection: 'rewardUsages' })).docs).toHaveLength(0);
  });

  it('finds an older voucher by its barcode, and says when a code stands for nothing', async () => {
    await h.store.set('rewards/v-old', {
      id: 'v-old',
      customerName: 'Paul Martin',
      customerEmail: 'paul@example.fr',
      restaurantId: R1,
      restaurantName: 'Au Bureau',
      value: 10,
      description: 'Remise',
      barcode: 'REWARD:312345601',
      status: 'active',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    expect(await lookup('REWARD:312345601', R1)).toMatchObject({
      rewardId: 'v-old',
      customerName: 'Paul Martin',
    });
    expect((await call(validateReward, { code: 'REWARD:312345601' }, admin(R1))).rewardId).toBe('v-old');
    expect(await failureOf(lookup('REWARD:312345602', R1))).toEqual({
      code: 'not-found',
      message: 'Bon de remise non trouvé',
    });
  });

  it('reads a loyalty card at the venue staff work for', async () => {
    await seedMarie({ [R1]: { points: 120.5 } });
    const { code } = await call(getMyLoyaltyCard, {}, MARIE);
    expect(await lookup(code.toLowerCase(), R1)).toEqual({
      kind: 'loyalty',
      code,
      customerId: 'marie@example.fr',
      customerName: 'Marie Curie',
      restaurantId: R1,
      points: 120.5,
      level: expect.objectContaining({ key: 'bronze', name: 'Bronze' }),
      knownHere: true,
    });
    expect(await lookup(code, R2, admin(R2))).toEqual({
      kind: 'loyalty',
      code,
      customerId: '',
      customerName: 'Marie Curie',
      restaurantId: R2,
      points: 0,
      level: expect.objectContaining({ key: 'new', name: 'Nouveau' }),
      knownHere: false,
    });
  });

  it('says an unknown loyalty code is unknown, and refuses bad input', async () => {
    expect(await failureOf(lookup('LOYALTY:21234567', R1))).toEqual({
      code: 'not-found',
      message: 'Carte de fidélité inconnue',
    });
    expect(await failureOf(lookup('  ', R1))).toEqual({
      code: 'invalid-argument',
      message: 'Veuillez saisir un code',
    });
    expect(await failureOf(lookup('LOYALTY:123', R1))).toEqual({
      code: 'invalid-argument',
      message: `Code invalide : ${SCAN_CODE_FORMAT_HINT}`,
    });
    expect(await failureOf(lookup('REWARD:312345678', ''))).toEqual({
      code: 'invalid-argument',
      message: 'Restaurant non trouvé',
    });
  });

  it('is for staff of the venue only', async () => {
    await seedMarie({ [R1]: { points: 120 } });
    const { code } = await call(getMyLoyaltyCard, {}, MARIE);
    const { barcode } = await claim(1);
    const denied = {
      code: 'permission-denied',
      message: "Accès refusé : vous n'avez pas les permissions nécessaires",
    };
    expect(await failureOf(lookup(code, R1, MARIE))).toEqual(denied);
    expect(await failureOf(lookup(barcode, R1, MARIE))).toEqual(denied);
    expect((await failureOf(lookup(code, R1, null))).code).toBe('unauthenticated');
    // Staff of another venue cannot look a card or a voucher up as if they worked at R1.
    expect(await failureOf(lookup(code, R1, admin(R2)))).toEqual(denied);
    expect(await failureOf(lookup(barcode, R1, adminFull(R2)))).toEqual(denied);
    expect(await lookup(code, R1, MASTER)).toMatchObject({ kind: 'loyalty', knownHere: true });
  });
});
