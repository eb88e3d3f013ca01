import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpReader, createReservationsRepository } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';
import {
  addDaysToDate,
  buildReservationSearchTokens,
  reservationSearchToken,
  toParisDateTime,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReaderIdentity, TokenVerifier } from '../../host/auth/token-verifier';
import type { HostHandle } from '../../host/start-host';
import { policyReadGate } from '../../host/store-api/policy-gate';
import { startTestHost } from '../../host/testing/start-test-host';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, staffAuth } from '../../lib/testing/test-env';
import { staffCreateReservation } from './staff-create-reservation';
import { updateReservation } from './update-reservation';

/**
 * Staff search of upcoming bookings, end to end: bookings written by the callables carry their search tokens,
 * and the back office's query (reservations repository over the browser's http driver, through the local
 * host's read-policy gate) finds next week's booking by name or phone prefix, whatever form the phone was
 * typed in, but not a past booking nor another restaurant's; staff of another restaurant are refused.
 */
const IDENTITIES: Record<string, ReaderIdentity> = {
  'staff-r1': { uid: 'u-r1', claims: { role: 'admin', restaurantIds: ['r1'] } },
  'staff-r2': { uid: 'u-r2', claims: { role: 'admin_full', restaurantIds: ['r2'] } },
};
const verify: TokenVerifier = async (token) => {
  const identity = IDENTITIES[token];
  if (!identity) throw new Error('invalid token');
  return identity;
};

const adminR1 = staffAuth('admin', ['r1'], 'u-r1');
const adminR2 = staffAuth('admin', ['r2'], 'u-r2');

let dataDir: string;
let host: HostHandle;
// The host's pinned clock: « today » for the callables (staff may not book in the past) and for the search.
const NOW = new Date('2026-11-24T10:00:00.000Z');
const today = toParisDateTime({ at: NOW }).date;
const nextWeek = addDaysToDate({ date: today, days: 7 });
const ids: Record<string, string> = {};

function searchAs(token: 'staff-r1' | 'staff-r2', restaurantId: string, typed: string) {
  const reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => token });
  return createReservationsRepository(reader).searchUpcoming({
    restaurantId,
    token: reservationSearchToken(typed) ?? '',
    fromDate: today,
  });
}

async function found(typed: string): Promise<string[]> {
  return (await searchAs('staff-r1', 'r1', typed)).map((r) => r.id);
}

async function book(auth: ReturnType<typeof staffAuth>, fields: Record<string, unknown>): Promise<string> {
  const { reservationId } = await call<{ reservationId: string }>(
    staffCreateReservation,
    { customerEmail: '', date: nextWeek, time: '20:00', partySize: 2, ...fields },
    auth,
  );
  return reservationId;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'upcoming-search-'));
  const indexesFile = new URL('../../../../firestore.indexes.json', import.meta.url).pathname;
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: async (_dir, now) =>
      EmbeddedStore.open({ dataDir: 'memory://', indexes: await loadIndexesFile(indexesFile), now }),
    gate: policyReadGate,
    verify,
  });
  await seedRestaurant(host.store, { id: 'r1' });
  await seedRestaurant(host.store, { id: 'r2', name: 'Ailleurs', slug: 'ailleurs' });
  ids.national = await book(adminR1, {
    restaurantId: 'r1',
    customerFirstName: 'Léa',
    customerLastName: 'Dupontel',
    customerPhone: '06 12 34 56 78',
  });
  ids.international = await book(adminR1, {
    restaurantId: 'r1',
    customerFirstName: 'Marc',
    customerLastName: 'Durand',
    customerPhone: '+33698765432',
    time: '12:00',
  });
  ids.otherVenue = await book(adminR2, {
    restaurantId: 'r2',
    customerFirstName: 'Léa',
    customerLastName: 'Dupontel',
    customerPhone: '06 12 34 56 78',
  });
  // A past booking cannot be made by the callables any more: written as they would have written it.
  const past = {
    customerName: 'Léa Dupontel',
    customerFirstName: 'Léa',
    customerLastName: 'Dupontel',
    customerPhone: '06 12 34 56 78',
  };
  await seedReservation(host.store, {
    id: 'past',
    date: addDaysToDate({ date: today, days: -3 }),
    ...past,
    searchTokens: buildReservationSearchTokens(past),
  });
}, 60_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('search of upcoming bookings', () => {
  it('finds next week’s booking by a name prefix, in any case and without accents', async () => {
    expect(await found('dupon')).toEqual([ids.national]);
    expect(await found('LEA DUP')).toEqual([ids.national]);
    expect(await found('Dur')).toEqual([ids.international]);
  });

  it('finds it by a phone prefix, whether the phone was stored nationally or internationally', async () => {
    expect(await found('06 12 34')).toEqual([ids.national]);
    expect(await found('+33 6 12')).toEqual([ids.national]);
    expect(await found('0698')).toEqual([ids.international]);
    expect(await found('+33 6 98 76')).toEqual([ids.international]);
    expect(await found('54 32')).toEqual([ids.international]);
  });

  it('orders by date then time', async () => {
    // Both numbers are French mobiles: '+33 6' matches both, the 12:00 booking first.
    expect(await found('+33 6')).toEqual([ids.international, ids.national]);
  });

  it('follows an edit of the customer’s phone and name', async () => {
    await call(
      updateReservation,
      {
        reservationId: ids.international,
        changes: { customerPhone: '07 11 22 33 44', customerLastName: 'Morel' },
      },
      adminR1,
    );
    expect(await found('0711')).toEqual([ids.international]);
    expect(await found('mor')).toEqual([ids.international]);
    expect(await found('0698')).toEqual([]);
    expect(await found('durand')).toEqual([]);
  });

  it('refuses staff of another restaurant, who find only their own bookings', async () => {
    await expect(searchAs('staff-r2', 'r1', 'dupon')).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await searchAs('staff-r2', 'r2', 'dupon')).map((r) => r.id)).toEqual([ids.otherVenue]);
  });
});
