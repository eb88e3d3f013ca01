import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyPassport } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import {
  MASTER,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  tablet,
  type Harness,
} from '../testing/callable-harness';
import { pairTestTablet, seedCustomer, seedRestaurant } from '../testing/fixtures';
import { getMyPassport } from './my-passport';

/**
 * « Mon passeport » (issue 54, ARCHITECTURE §10): the signed-in diner reads each venue's view of them, one venue
 * apart from the other, and nothing else. Written as the attacks too: another diner, a staff token, a kiosk,
 * forged ids in the input.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const ZOE = 'zoe@example.fr';
const ANA = 'ana@example.fr';
const voucher = (id: string, restaurantId: string, customerId: string, status = 'active') => ({
  id,
  customerId,
  customerEmail: customerId,
  restaurantId,
  rewardType: 'discount',
  value: 10,
  description: 'Bon de réduction de 10,00 €',
  barcode: `REWARD:${id}`,
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
  history: [{ action: 'used', at: '2026-11-02T10:00:00.000Z' }],
});

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Petit Zinc');
  await seedRestaurant(h.store, 'r3', 'La Table du Port');
  await seedCustomer(h.store, {
    email: ZOE,
    name: 'Zoé Lambert',
    firstName: 'Zoé',
    lastName: 'Lambert',
    emailMarketingConsent: true,
    restaurantIds: ['r1', 'r2'],
    restaurantStats: {
      r1: { points: 12, completed: 2, lastActivityAt: '2026-11-10T21:00:00.000Z' },
      r2: { points: 320, completed: 5, visitsDeclared: 1, lastActivityAt: '2026-11-20T21:00:00.000Z' },
    },
  });
  await h.store.update(customerViewPath('r2', ZOE), {
    notes: 'Râle toujours sur l’addition',
    allergies: 'Arachides',
    tags: ['Terrasse'],
    phone: '',
    updatedBy: 'full@resto.test',
  });
  await seedCustomer(h.store, {
    email: ANA,
    name: 'Ana Souza',
    phone: '0699887766',
    restaurantIds: ['r1', 'r3'],
    restaurantStats: { r3: { points: 999 } },
  });
  await h.store.update(customerViewPath('r1', ANA), { notes: 'Note sur Ana', allergies: 'Gluten' });
  await h.store.set('rewards/v-zoe-r2', voucher('v-zoe-r2', 'r2', ZOE));
  await h.store.set('rewards/v-zoe-r1', voucher('v-zoe-r1', 'r1', ZOE, 'used'));
  await h.store.set('rewards/v-ana-r1', voucher('v-ana-r1', 'r1', ANA));
});

describe('getMyPassport', () => {
  it('lists each venue’s own view, most recently used first, the staff note only counted', async () => {
    const passport = await call<MyPassport>(getMyPassport, {}, client(ZOE));
    expect(passport.venues.map((v) => v.restaurantName)).toEqual(['Le Petit Zinc', 'Au Bureau']);
    const [zinc, bureau] = passport.venues;
    expect(zinc).toMatchObject({
      restaurantId: 'r2',
      identity: { name: 'Zoé Lambert', firstName: 'Zoé', lastName: 'Lambert', email: ZOE },
      consents: { email: { granted: true, proof: { method: 'form', text: 'Case cochée (test)' } } },
      visits: 6,
      points: 320,
      vouchers: [{ id: 'v-zoe-r2', status: 'active', description: 'Bon de réduction de 10,00 €' }],
      allergies: 'Arachides',
      preferences: ['Terrasse'],
      teamNotes: 1,
      lastUsedAt: '2026-11-20T21:00:00.000Z',
    });
    // The phone Le Petit Zinc does not hold is not borrowed from Au Bureau's view or the identity.
    expect(zinc?.identity.phone).toBeUndefined();
    expect(bureau).toMatchObject({ restaurantId: 'r1', points: 12, visits: 2, teamNotes: 0, allergies: '' });
    expect(bureau?.identity.phone).toBe('0611223344');
    expect(bureau?.vouchers.map((v) => v.id)).toEqual(['v-zoe-r1']);
    const whole = JSON.stringify(passport);
    for (const secret of ['Râle', 'full@resto.test', 'Ana', 'Gluten', 'r3', 'v-ana-r1', '999', 'history'])
      expect(whole).not.toContain(secret);
  });

  it('shows another diner only their own venues', async () => {
    const passport = await call<MyPassport>(getMyPassport, {}, client(ANA));
    expect(passport.venues.map((v) => [v.restaurantId, v.points])).toEqual([
      ['r1', 0],
      ['r3', 999],
    ]);
    expect(JSON.stringify(passport)).not.toMatch(/Zoé|zoe@|Arachides|320/);
  });

  it('leaves out a venue listed on the record that holds no view', async () => {
    await h.store.delete(customerViewPath('r1', ZOE));
    const passport = await call<MyPassport>(getMyPassport, {}, client(ZOE));
    expect(passport.venues.map((v) => v.restaurantId)).toEqual(['r2']);
  });

  it('refuses staff, a kiosk and nobody, and forged ids in the input', async () => {
    await pairTestTablet(h.store, 'r1');
    for (const caller of [MASTER, adminFull('r1', 'r2'), tablet('r1'), null])
      expect((await failureOf(call(getMyPassport, {}, caller))).code).toMatch(
        /unauthenticated|permission-denied/,
      );
    for (const forged of [{ customerId: ANA }, { email: ANA }, { restaurantId: 'r3' }])
      expect(await failureOf(call(getMyPassport, forged, client(ZOE)))).toEqual({
        code: 'invalid-argument',
        message: 'Données invalides',
      });
  });

  it('answers « Client non trouvé » to a signed-in diner without a record', async () => {
    expect(await failureOf(call(getMyPassport, {}, client('nobody@example.fr')))).toEqual({
      code: 'not-found',
      message: 'Client non trouvé',
    });
  });
});
