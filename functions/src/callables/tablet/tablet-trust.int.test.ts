import { TABLET_LIST_PAGE_SIZE, toParisDateTime } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallableFunction } from 'firebase-functions/v2/https';
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
import { pairTestTablet, seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { customerVerifyCode } from '../customers/customer-login';
import { tabletConfirmAccount, tabletCreateAccount } from './tablet-account';
import { tabletCheckCode, tabletLookupCustomer, tabletSession } from './tablet-code';
import { listTablets, pairTablet, revokeTablet } from './tablet-pairing';
import { tabletDeclareVisit } from './tablet-visit';

/**
 * The tablet as a paired device (ARCHITECTURE §8), tried as an attacker would: from outside the venue with the
 * public code, with a revoked device, with another restaurant's device, and by scripting many calls.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const RID = 'resto0000000000abc123';
const OTHER = 'resto0000000000zz9876';
const KIOSK = tablet(RID);
const FOREIGN = tablet(OTHER);
let n = 0;
const rid = () => `req-${(n += 1).toString().padStart(6, '0')}`;

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, RID, 'Au Bureau');
  await seedRestaurant(h.store, OTHER, 'Le Zinc');
  await pairTestTablet(h.store, RID);
  await pairTestTablet(h.store, OTHER);
  await seedCustomer(h.store, {
    email: 'marie@example.fr',
    phone: '06 11 22 33 44',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...statsWithPoints(RID, 45),
  });
});

const account = {
  firstName: 'Paul',
  lastName: 'Martin',
  email: 'paul@example.fr',
  phone: '0655443322',
  acceptTerms: true,
  marketingConsent: true,
};

type Fn = CallableFunction<unknown, Promise<unknown>>;
const deviceCalls: [string, Fn, () => unknown][] = [
  ['tabletSession', tabletSession as Fn, () => ({})],
  ['tabletLookupCustomer', tabletLookupCustomer as Fn, () => ({ phone: '0611223344' })],
  ['tabletDeclareVisit', tabletDeclareVisit as Fn, () => ({ phone: '0611223344', requestId: rid() })],
  ['tabletCreateAccount', tabletCreateAccount as Fn, () => account],
  [
    'tabletConfirmAccount',
    tabletConfirmAccount as Fn,
    () => ({ email: 'paul@example.fr', code: '123456', requestId: rid() }),
  ],
];

const NOT_PAIRED = {
  code: 'unauthenticated',
  message:
    "Cette tablette n'est plus associée à l'établissement. Saisissez le code pour l'associer à nouveau.",
};

describe('every tablet callable', () => {
  it.each(deviceCalls)(
    '%s refuses anyone but a paired device, and writes nothing',
    async (_name, fn, input) => {
      const before = await writeSnapshot(h);
      const outsiders: TestCaller[] = [null, client('marie@example.fr'), admin(RID), MASTER];
      for (const caller of outsiders)
        expect(['unauthenticated', 'permission-denied']).toContain(
          (await failureOf(call(fn, input(), caller))).code,
        );
      // A credential for a device that was never paired, or was revoked.
      expect(await failureOf(call(fn, input(), tablet(RID, 'dev-unknown')))).toEqual(NOT_PAIRED);
      // Another restaurant's device claiming this restaurant: its stored pairing says otherwise.
      expect(await failureOf(call(fn, input(), tablet(RID, `dev-${OTHER}`)))).toEqual(NOT_PAIRED);
      expect(await writeSnapshot(h)).toEqual(before);
    },
  );

  it('serves a device only for its own restaurant: another venue’s tablet sees its own points', async () => {
    expect(await call(tabletLookupCustomer, { phone: '0611223344' }, FOREIGN)).toMatchObject({
      found: true,
      points: 0,
    });
    expect(await call(tabletLookupCustomer, { phone: '0611223344' }, KIOSK)).toMatchObject({ points: 45 });
  });
});

describe('pairing', () => {
  it('identifies the restaurant from the code, then staff of that restaurant pair the device', async () => {
    expect(await call(tabletCheckCode, { code: 'C123' })).toMatchObject({
      restaurantId: RID,
      code: 'ABC123',
    });
    expect((await failureOf(call(tabletCheckCode, { code: 'Z99' }))).message).toBe(
      'Code établissement inconnu',
    );
    await seedRestaurant(h.store, 'resto0000000000xbc123', 'Le Double');
    expect((await failureOf(call(tabletCheckCode, { code: 'C123' }))).message).toBe(
      'Plusieurs établissements correspondent à ce code : saisissez ses 6 caractères',
    );

    expect(
      (await failureOf(call(pairTablet, { restaurantId: RID, deviceName: 'Entrée' }, admin(OTHER)))).message,
    ).toBe("Ce compte n'a pas accès à cet établissement");
    expect((await failureOf(call(pairTablet, { restaurantId: RID, deviceName: 'Entrée' }))).code).toBe(
      'unauthenticated',
    );
    // A plain admin of the venue neither lists nor revokes its tablets: it pairs none either (issue 49).
    const byAdmin = await failureOf(
      call(pairTablet, { restaurantId: RID, deviceName: 'Entrée' }, admin(RID)),
    );
    expect([byAdmin.code, byAdmin.message]).toEqual([
      'permission-denied',
      "Accès refusé : vous n'avez pas les permissions nécessaires",
    ]);
    const paired = await call(pairTablet, { restaurantId: RID, deviceName: 'Entrée' }, adminFull(RID));
    expect(paired).toMatchObject({ restaurantId: RID, restaurantName: 'Au Bureau', code: 'ABC123' });
    const minted = h.auth.decodeToken(paired.token);
    expect(minted).toEqual({
      uid: `tablet_${paired.deviceId}`,
      claims: { role: 'tablet', restaurantId: RID, deviceId: paired.deviceId },
    });
    const device = tablet(RID, paired.deviceId);
    expect(await call(tabletSession, {}, device)).toMatchObject({
      deviceName: 'Entrée',
      restaurantName: 'Au Bureau',
      pointsForWalkIn: 10,
    });
  });

  it('lists the tablets for the establishment roles and revokes one: its next call is refused', async () => {
    const { tablets } = await call(listTablets, { restaurantId: RID }, adminFull(RID));
    expect(tablets).toEqual([
      expect.objectContaining({ deviceId: `dev-${RID}`, name: 'Tablette entrée', pairedByName: 'Paul' }),
    ]);
    expect((await failureOf(call(listTablets, { restaurantId: RID }, admin(RID)))).code).toBe(
      'permission-denied',
    );
    expect((await failureOf(call(listTablets, { restaurantId: RID }, adminFull(OTHER)))).code).toBe(
      'permission-denied',
    );
    // Another restaurant's manager cannot revoke it, even knowing its id.
    expect(
      (await failureOf(call(revokeTablet, { restaurantId: OTHER, deviceId: `dev-${RID}` }, adminFull(OTHER))))
        .message,
    ).toBe('Tablette introuvable');

    await call(tabletLookupCustomer, { phone: '0611223344' }, KIOSK);
    expect((await call(listTablets, { restaurantId: RID }, MASTER)).tablets[0]?.lastSeenAt).toBe(
      h.now().toISOString(),
    );
    await call(revokeTablet, { restaurantId: RID, deviceId: `dev-${RID}` }, adminFull(RID));
    expect(await failureOf(call(tabletSession, {}, KIOSK))).toEqual(NOT_PAIRED);
    expect((await call(listTablets, { restaurantId: RID }, MASTER)).tablets).toEqual([]);
  });

  it('pages through more tablets than one answer holds, each once, most recently seen first', async () => {
    const count = TABLET_LIST_PAGE_SIZE * 2 + 5;
    for (let i = 0; i < count; i += 1) {
      const id = `kiosk-${String(i).padStart(3, '0')}`;
      await pairTestTablet(h.store, RID, id);
      // Two tablets share each instant: the id orders them, so no page boundary drops or repeats one.
      await h.store.update(`tablets/${id}`, {
        lastSeenAt: new Date(Date.UTC(2026, 10, 1, 9, Math.floor(i / 2))).toISOString(),
      });
    }
    const seen: string[] = [];
    let after: { lastSeenAt: string; deviceId: string } | undefined;
    for (let page = 0; page < 5; page += 1) {
      const answer = await call(
        listTablets,
        { restaurantId: RID, ...(after ? { after } : {}) },
        adminFull(RID),
      );
      expect(answer.tablets.length).toBeLessThanOrEqual(TABLET_LIST_PAGE_SIZE);
      seen.push(...answer.tablets.map((t) => t.deviceId));
      if (!answer.next) break;
      after = answer.next;
    }
    const all = [
      `dev-${RID}`,
      ...Array.from({ length: count }, (_, i) => `kiosk-${String(i).padStart(3, '0')}`),
    ];
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...all].sort());
    expect(seen[0]).toBe(`kiosk-${String(count - 1).padStart(3, '0')}`);
    expect(seen.at(-1)).toBe(`dev-${RID}`);
    expect(
      (
        await failureOf(
          call(
            listTablets,
            { restaurantId: RID, after: { lastSeenAt: 'x'.repeat(41), deviceId: 'a' } },
            adminFull(RID),
          ),
        )
      ).code,
    ).toBe('invalid-argument');
  });
});

describe('abuse', () => {
  it('limits a device’s lookups and the code screen per address', async () => {
    for (let i = 0; i < 120; i += 1) await call(tabletLookupCustomer, { email: `x${i}@example.fr` }, KIOSK);
    expect(await failureOf(call(tabletLookupCustomer, { phone: '0611223344' }, KIOSK))).toEqual({
      code: 'resource-exhausted',
      message: 'Trop de tentatives. Réessayez dans quelques minutes.',
    });
    // Another device is not slowed down by it.
    await expect(call(tabletLookupCustomer, { phone: '0611223344' }, FOREIGN)).resolves.toBeDefined();
    for (let i = 0; i < 60; i += 1)
      await failureOf(call(tabletCheckCode, { code: 'QQQ999' }, null, { ip: '10.0.0.9' }));
    expect((await failureOf(call(tabletCheckCode, { code: 'ABC123' }, null, { ip: '10.0.0.9' }))).code).toBe(
      'resource-exhausted',
    );
    await expect(call(tabletCheckCode, { code: 'ABC123' }, null, { ip: '10.0.0.10' })).resolves.toBeDefined();
    h.setNow('2026-11-22T10:11:00.000Z');
    await expect(call(tabletLookupCustomer, { phone: '0611223344' }, KIOSK)).resolves.toBeDefined();
  });

  it('counts a visit sent twice with the same request id once, with the same answer', async () => {
    const requestId = rid();
    const first = await call(tabletDeclareVisit, { phone: '0611223344', requestId }, KIOSK);
    const again = await call(tabletDeclareVisit, { phone: '0611223344', requestId }, KIOSK);
    expect(again).toEqual(first);
    const visits = await h.store.query({ collection: 'loyaltyPoints' });
    expect(visits.docs).toHaveLength(1);
    expect((await h.store.get('customers/marie@example.fr')).data?.restaurantStats).toMatchObject({
      [RID]: { points: 55 },
    });
  });

  it('never lets a later record with the same phone take a customer’s visit, even a fuller one made here', async () => {
    // Days later, not minutes: the 24-hour grace of old is gone, the order of the records decides.
    await seedCustomer(h.store, {
      email: 'intrus@example.fr',
      phone: '0611223344',
      firstName: 'Intrus',
      birthDate: '1990-01-01',
      postalCode: '69001',
      rgpdConsent: true,
      restaurantIds: [RID],
      createdAt: '2026-11-10T09:55:00.000Z',
    });
    expect(await call(tabletLookupCustomer, { phone: '0611223344' }, KIOSK)).toMatchObject({
      firstName: 'Marie',
    });
    expect(
      await call(tabletLookupCustomer, { email: 'intrus@example.fr', phone: '0611223344' }, KIOSK),
    ).toMatchObject({ firstName: 'Intrus' });
  });

  it('asks for the e-mail when the phone is held by an older record known elsewhere and a later one known here', async () => {
    await h.store.update('customers/marie@example.fr', {
      restaurantIds: ['r-ailleurs'],
      restaurantStats: {},
    });
    await seedCustomer(h.store, {
      email: 'intrus@example.fr',
      phone: '0611223344',
      firstName: 'Intrus',
      restaurantIds: [RID],
      createdAt: '2026-11-10T09:55:00.000Z',
    });
    expect(await call(tabletLookupCustomer, { phone: '0611223344' }, KIOSK)).toEqual({
      found: false,
      askEmail: true,
      message: 'Plusieurs comptes utilisent ce numéro : saisissez votre adresse e-mail.',
    });
    expect(
      await failureOf(call(tabletDeclareVisit, { phone: '0611223344', requestId: rid() }, KIOSK)),
    ).toEqual({
      code: 'failed-precondition',
      message: 'Plusieurs comptes utilisent ce numéro : saisissez votre adresse e-mail.',
    });
    expect((await h.store.query({ collection: 'loyaltyPoints' })).docs).toHaveLength(0);
    await call(
      tabletDeclareVisit,
      { phone: '0611223344', email: 'marie@example.fr', requestId: rid() },
      KIOSK,
    );
    expect((await h.store.get('customers/marie@example.fr')).data?.restaurantStats).toMatchObject({
      [RID]: { points: 10 },
    });
  });
});

describe('accounts made on the tablet', () => {
  // Sent mails are emptied in the outbox (their links stay live): the code is read from the mailbox.
  const codeOf = async (email: string) =>
    /(\d{6})/.exec(h.mails.filter((mail) => mail.to === email).at(-1)?.subject ?? '')?.[1] ?? '';

  it('counts nothing until the mailed code is typed on the tablet, then the account and its visit', async () => {
    expect(await call(tabletCreateAccount, account, KIOSK)).toMatchObject({
      codeSent: true,
      email: 'paul@example.fr',
    });
    expect((await h.store.get('customers/paul@example.fr')).exists).toBe(false);
    const code = await codeOf('paul@example.fr');
    expect(h.mails.at(-1)?.text).toContain(`/client/login?email=paul%40example.fr&code=${code}`);
    // The outbox keeps no live link once the mail has left: only a digest and the neutral subject.
    const sent = (await h.store.query({ collection: 'mail_outbox' })).docs[0]?.data ?? {};
    expect(JSON.stringify(sent)).not.toContain(code);
    expect(sent).toMatchObject({ html: '', text: '', subject: 'Code de confirmation' });

    expect(
      await failureOf(
        call(
          tabletConfirmAccount,
          { email: 'paul@example.fr', code: code === '111111' ? '222222' : '111111', requestId: rid() },
          KIOSK,
        ),
      ),
    ).toEqual({ code: 'permission-denied', message: 'Code incorrect' });
    // Another restaurant's tablet cannot confirm it, even with the right code.
    expect(
      (
        await failureOf(
          call(tabletConfirmAccount, { email: 'paul@example.fr', code, requestId: rid() }, FOREIGN),
        )
      ).message,
    ).toBe('Code incorrect');
    const requestId = rid();
    const done = await call(tabletConfirmAccount, { email: 'paul@example.fr', code, requestId }, KIOSK);
    expect(done).toMatchObject({ firstName: 'Paul', pointsEarned: 10, totalPoints: 10 });
    expect(await call(tabletConfirmAccount, { email: 'paul@example.fr', code, requestId }, KIOSK)).toEqual(
      done,
    );
    // One sign-up at the venue (its statistics' product events), not counted again by the replayed request.
    const day = toParisDateTime({ at: h.now() }).date;
    expect((await h.store.get(`restaurantStats/${RID}_d_${day}`)).data?.counters).toMatchObject({
      event_signup: 1,
      event_loyalty_points_earned: 1,
    });
    expect((await h.store.get('customers/paul@example.fr')).data).toMatchObject({
      source: 'tablet-new-account',
      name: 'Paul Martin',
      hasPassword: false,
      termsAcceptance: { granted: true, method: 'tablet' },
      restaurantStats: { [RID]: { points: 10 } },
    });
    // The kiosk's box named its venue: the consent is that venue's, with the words the kiosk showed.
    expect((await h.store.get(`restaurantCustomers/${RID}_paul@example.fr`)).data).toMatchObject({
      emailMarketingConsent: true,
      smsMarketingConsent: true,
      rgpdConsent: true,
      consentProofs: {
        email: {
          granted: true,
          method: 'tablet',
          text: expect.stringContaining("J'accepte de recevoir les offres de"),
        },
        rgpd: { granted: true, method: 'tablet' },
      },
    });
    const types = (await h.store.query({ collection: 'mail_outbox' })).docs.map((d) => d.data?.type).sort();
    expect(types).toEqual(['login_code', 'tablet_welcome']);
  });

  it('is confirmed from the mail on the portal too: the customer is signed in and the visit counts', async () => {
    await call(tabletCreateAccount, account, KIOSK);
    const session = await call(customerVerifyCode, {
      email: 'paul@example.fr',
      code: await codeOf('paul@example.fr'),
    });
    expect(session).toMatchObject({ customerId: 'paul@example.fr', accountCreated: true });
    expect((await h.store.get('customers/paul@example.fr')).data).toMatchObject({
      source: 'tablet-new-account',
      restaurantStats: { [RID]: { points: 10, visitsDeclared: 1 } },
    });
  });

  it('checks the form and refuses a known e-mail', async () => {
    expect((await failureOf(call(tabletCreateAccount, { ...account, phone: '' }, KIOSK))).message).toBe(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(
      (await failureOf(call(tabletCreateAccount, { ...account, acceptTerms: false }, KIOSK))).message,
    ).toBe('Conditions générales requises');
    expect((await failureOf(call(tabletCreateAccount, { ...account, email: 'paul@' }, KIOSK))).message).toBe(
      "Format d'email invalide",
    );
    expect(
      (await failureOf(call(tabletCreateAccount, { ...account, postalCode: '750011' }, KIOSK))).message,
    ).toBe('Le code postal doit contenir au plus 5 chiffres');
    expect(
      (await failureOf(call(tabletCreateAccount, { ...account, firstName: 'x'.repeat(101) }, KIOSK))).message,
    ).toContain('100');
    expect(
      (await failureOf(call(tabletCreateAccount, { ...account, email: 'marie@example.fr' }, KIOSK))).message,
    ).toBe('Un compte existe déjà avec cet email');
  });
});
