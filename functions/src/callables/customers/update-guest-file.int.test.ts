import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerSearchToken } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
  type TestCaller,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { updateCustomer } from './update-customer';
import { updateGuestFile } from './update-guest-file';

/**
 * A venue's guest file (issue 39): what Au Bureau's staff type of Zoé stays in Au Bureau's view, found by its
 * search there and nowhere else; another venue's staff, a diner, a venue that never met her and bad input change
 * nothing.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const ZOE = 'zoe@example.fr';
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
    restaurantIds: ['r1', 'r2'],
    restaurantStats: { r1: { points: 10, completed: 2 }, r2: { points: 40, completed: 6 } },
  });
  await h.store.update(customerViewPath('r2', ZOE), { notes: 'Cliente du Zinc', tags: ['VIP'] });
});

const file = {
  restaurantId: 'r1',
  customerId: ZOE,
  allergies: 'Sans gluten',
  notes: 'Fenêtre',
  tags: ['vip', 'Anniv'],
};
const viewAt = async (restaurantId: string) =>
  (await h.store.get(customerViewPath(restaurantId, ZOE))).data ?? {};

describe('updateGuestFile', () => {
  it('writes the guest file into the venue’s view only, tags normalised, searchable there alone', async () => {
    const zinc = await viewAt('r2');
    const identity = (await h.store.get(`customers/${ZOE}`)).data;
    const answer = await call(updateGuestFile, file, admin('r1'));
    expect(answer).toEqual({ ok: true, allergies: 'Sans gluten', notes: 'Fenêtre', tags: ['VIP', 'Anniv'] });
    const bureau = await viewAt('r1');
    expect(bureau).toMatchObject({ allergies: 'Sans gluten', notes: 'Fenêtre', tags: ['VIP', 'Anniv'] });
    for (const query of ['gluten', 'anniv', 'fenetre', 'zoe'])
      expect(bureau.searchTokens).toContain(customerSearchToken(query));
    expect(await viewAt('r2')).toEqual(zinc);
    expect((await viewAt('r2')).searchTokens).not.toContain('gluten');
    expect((await h.store.get(`customers/${ZOE}`)).data).toEqual(identity);
  });

  it('keeps the guest file and its search tokens when the profile is saved afterwards', async () => {
    await call(updateGuestFile, file, admin('r1'));
    await call(
      updateCustomer,
      { customerId: ZOE, restaurantId: 'r1', email: ZOE, name: 'Zoé Lambert-Roy', phone: '0611223344' },
      admin('r1'),
    );
    const bureau = await viewAt('r1');
    expect(bureau).toMatchObject({ allergies: 'Sans gluten', tags: ['VIP', 'Anniv'] });
    expect(bureau.searchTokens).toContain('gluten');
    expect(bureau.searchTokens).toContain('roy');
  });

  it('lets master_admin and the venue’s admin_full write it, and empties it when sent empty', async () => {
    await call(updateGuestFile, file, adminFull('r1'));
    await call(updateGuestFile, { restaurantId: 'r1', customerId: ZOE }, MASTER);
    expect(await viewAt('r1')).toMatchObject({ allergies: '', notes: '', tags: [] });
    expect((await viewAt('r1')).searchTokens).not.toContain('gluten');
  });

  const refusals: Array<[string, TestCaller, unknown, string, string]> = [
    [
      'staff of another venue',
      admin('r2'),
      file,
      'permission-denied',
      "Accès refusé : vous n'avez pas les permissions nécessaires",
    ],
    [
      'a diner, even the guest herself',
      client(ZOE),
      file,
      'permission-denied',
      "Accès refusé : vous n'avez pas les permissions nécessaires",
    ],
    [
      'nobody signed in',
      null,
      file,
      'unauthenticated',
      'Vous devez être connecté pour effectuer cette action',
    ],
    [
      'a venue that never met her',
      admin('r3'),
      { ...file, restaurantId: 'r3' },
      'not-found',
      'Client non trouvé',
    ],
    [
      'an unknown customer',
      admin('r1'),
      { ...file, customerId: 'nobody@example.fr' },
      'not-found',
      'Client non trouvé',
    ],
    [
      'an over-long allergy',
      admin('r1'),
      { ...file, allergies: 'a'.repeat(301) },
      'invalid-argument',
      'Ce champ ne peut pas dépasser 300 caractères',
    ],
    [
      'too many tags',
      admin('r1'),
      { ...file, tags: Array.from({ length: 13 }, (_, i) => `Tag ${i}`) },
      'invalid-argument',
      'Pas plus de 12 tags',
    ],
    [
      'tags that are not a list',
      admin('r1'),
      { ...file, tags: 'VIP' },
      'invalid-argument',
      'Données invalides',
    ],
  ];
  it.each(refusals)('refuses %s and writes nothing', async (_who, caller, data, code, message) => {
    const before = await writeSnapshot(h);
    const failure = await failureOf(call(updateGuestFile, data, caller));
    expect(failure.code).toBe(code);
    if (message) expect(failure.message).toBe(message);
    expect(await writeSnapshot(h)).toEqual(before);
  });
});
