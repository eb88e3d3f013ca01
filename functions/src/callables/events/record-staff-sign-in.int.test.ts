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
import { seedMarieAtAuBureau, seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { recordStaffSignIn } from './record-staff-sign-in';

/**
 * Staff sign-ins counted as the venue's `login` event: at most once per staff member, venue and Paris day (so the
 * figure reads « connexions du personnel par jour »), only for the caller's own venues.
 */
let h: Harness;
// 23:50 on Wednesday 25 November in Paris; 20 minutes later it is Thursday 26 in Paris but still the 25th in UTC.
const LATE_25 = '2026-11-25T22:50:00.000Z';
const EARLY_26 = '2026-11-25T23:10:00.000Z';

beforeAll(async () => {
  h = await openHarness(LATE_25);
});
afterAll(async () => h.close());
beforeEach(async () => {
  h.setNow(LATE_25);
  await h.reset();
  await seedMarieAtAuBureau(h.store);
  await seedRestaurant(h.store, 'r2', 'Le Zinc');
});

const DENIED = {
  code: 'permission-denied',
  message: "Accès refusé : vous n'avez pas les permissions nécessaires",
};

async function logins(statsId: string): Promise<number | undefined> {
  const counters = (await h.store.get(`restaurantStats/${statsId}`)).data?.counters as
    Record<string, number> | undefined;
  return counters?.event_login;
}

async function signIns(): Promise<string[]> {
  const { docs } = await h.store.query({ collection: 'idempotency' });
  return docs.map((d) => d.id).sort();
}

describe('recordStaffSignIn', () => {
  it('counts one sign-in per staff member, venue and Paris day, however often they sign in', async () => {
    expect(await call(recordStaffSignIn, { restaurantId: 'r1' }, admin('r1'))).toEqual({ counted: true });
    expect(await call(recordStaffSignIn, { restaurantId: 'r1' }, admin('r1'))).toEqual({ counted: false });
    // Two at once still count once: the record and the counter share one transaction.
    await Promise.all([
      call(recordStaffSignIn, { restaurantId: 'r1' }, admin('r1')),
      call(recordStaffSignIn, { restaurantId: 'r1' }, admin('r1')),
    ]);
    expect(await logins('r1_d_2026-11-25')).toBe(1);
    // Another staff member of the venue is another sign-in; the same person at another of their venues too.
    await call(recordStaffSignIn, { restaurantId: 'r1' }, adminFull('r1', 'r2'));
    await call(recordStaffSignIn, { restaurantId: 'r2' }, adminFull('r1', 'r2'));
    expect(await logins('r1_d_2026-11-25')).toBe(2);
    expect(await logins('r2_d_2026-11-25')).toBe(1);
    expect(await logins('r1_m_2026-11')).toBe(2);
    expect(await logins('r1_all')).toBe(2);
  });

  it('counts again on the next Paris day, even within the same UTC day', async () => {
    await call(recordStaffSignIn, { restaurantId: 'r1' }, admin('r1'));
    h.setNow(EARLY_26);
    expect(await call(recordStaffSignIn, { restaurantId: 'r1' }, admin('r1'))).toEqual({ counted: true });
    expect(await call(recordStaffSignIn, { restaurantId: 'r1' }, admin('r1'))).toEqual({ counted: false });
    expect(await logins('r1_d_2026-11-25')).toBe(1);
    expect(await logins('r1_d_2026-11-26')).toBe(1);
    expect(await logins('r1_m_2026-11')).toBe(2);
    expect(await signIns()).toEqual([
      'staffSignIn_2026-11-25_r1_u-admin',
      'staffSignIn_2026-11-26_r1_u-admin',
    ]);
  });

  it('refuses another venue’s staff, a diner and anonymous callers, counting nothing', async () => {
    const before = await writeSnapshot(h);
    for (const caller of [admin('r2'), adminFull('r2'), client('marie@example.fr')])
      expect(await failureOf(call(recordStaffSignIn, { restaurantId: 'r1' }, caller))).toEqual(DENIED);
    expect(await failureOf(call(recordStaffSignIn, { restaurantId: 'r1' }, null))).toEqual({
      code: 'unauthenticated',
      message: 'Vous devez être connecté pour effectuer cette action',
    });
    expect(await writeSnapshot(h)).toEqual(before);
    expect(await logins('r1_d_2026-11-25')).toBeUndefined();
  });

  it('answers bad input and an unknown venue in French and writes nothing', async () => {
    const before = await writeSnapshot(h);
    for (const [data, message] of [
      [{ restaurantId: '' }, '❌ Aucun restaurant sélectionné'],
      [{ restaurantId: 'x'.repeat(129) }, '❌ Aucun restaurant sélectionné'],
      [{ restaurantId: 'r1/../r2' }, '❌ Aucun restaurant sélectionné'],
      [{ restaurantId: 'r1', uid: 'u-other' }, 'Données invalides'],
      [{ restaurantId: 'nulle-part' }, 'Restaurant non trouvé'],
    ] as const) {
      const failure = await failureOf(call(recordStaffSignIn, data, MASTER));
      expect(failure.message, JSON.stringify(data)).toBe(message);
      expect(failure.code).not.toBe('internal');
    }
    expect(await writeSnapshot(h)).toEqual(before);
    const { docs } = await h.store.query({ collection: 'restaurantStats' });
    expect(docs).toEqual([]);
  });
});
