import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerViewPath } from '../../lib/customer-views';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import {
  call,
  callError,
  clientAuth,
  openTestEnv,
  staffAuth,
  type TestEnv,
} from '../../lib/testing/test-env';
import { exportMyData } from '../privacy/export-data';
import { decideReservationBill } from './decide-reservation-bill';
import { setReservationBill } from './set-reservation-bill';
import { setReservationStatus } from './set-reservation-status';
import { updateReservation } from './update-reservation';

/**
 * Issue 49, « Insider points »: the lowest role completes a booking with a bill of 100 000 € and the guest got
 * 10 005 points. Now a bill above the venue's ceiling (per cover × guests) waits for an admin_full, through the
 * callables on the embedded store.
 */
let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'uid-admin');
const manager = staffAuth('admin_full', ['r1'], 'uid-manager');
const otherManager = staffAuth('admin_full', ['r2'], 'uid-other');
const ANA = 'ana@example.fr';

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T21:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
  await seedRestaurant(env.store, { id: 'r2' });
  await env.store.set(`customers/${ANA}`, {
    id: ANA,
    name: 'Ana Dupont',
    email: ANA,
    loyaltyPoints: 20,
    restaurantIds: ['r1'],
    restaurantStats: { r1: { points: 20, totalReservations: 1 } },
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  await seedReservation(env.store, { id: 's1', status: 'SEATED', date: '2026-11-22', partySize: 2 });
});

const reservation = async () => (await env.store.get('reservations/s1')).data ?? {};
const view = async () => (await env.store.get(customerViewPath('r1', ANA))).data ?? {};
const complete = (amountSpent: number, auth = admin) =>
  call(setReservationStatus, { reservationId: 's1', status: 'COMPLETED', amountSpent }, auth);
const bill = (amountSpent: number | null, auth = admin) =>
  call<{ changed: boolean; held?: boolean; ceiling?: number }>(
    setReservationBill,
    { reservationId: 's1', amountSpent },
    auth,
  );
const decide = (decision: 'approve' | 'refuse', amount: number, auth = manager) =>
  call<{ changed: boolean; pointsDelta: number }>(
    decideReservationBill,
    { reservationId: 's1', decision, amount },
    auth,
  );
const kinds = async () =>
  ((await reservation()).statusHistory as { kind?: string; changedBy: string; amountSpent?: number }[])
    .filter((entry) => entry.kind?.startsWith('bill'))
    .map((entry) => [entry.kind, entry.changedBy, entry.amountSpent]);

describe('a bill above the venue’s ceiling', () => {
  it('entered by an admin with « Terminer » earns nothing and waits, with who and when', async () => {
    await complete(100_000);
    const saved = await reservation();
    expect(saved).toMatchObject({
      status: 'COMPLETED',
      pendingBill: {
        amount: 100_000,
        ceiling: 300,
        enteredBy: 'uid-admin',
        enteredAt: '2026-11-22T21:00:00.000Z',
      },
    });
    expect(saved.amountSpent).toBeUndefined();
    // The visit counts (5 points); the bill does not.
    expect(await view()).toMatchObject({ points: 25, totalSpent: 0, billedVisits: 0 });
    expect((await env.store.get('loyaltyLedger/reservation:s1:spend')).data).toBeUndefined();
    expect(await kinds()).toEqual([['bill_held', 'uid-admin', 100_000]]);
  });

  it('entered on the detail page is held once, whatever the retries', async () => {
    await complete(80);
    expect(await bill(100_000)).toMatchObject({ changed: true, held: true, ceiling: 300 });
    expect(await bill(100_000)).toMatchObject({ changed: false, held: true });
    // The bill credited before stays while the new one waits.
    expect(await reservation()).toMatchObject({ amountSpent: 80, pendingBill: { amount: 100_000 } });
    expect(await view()).toMatchObject({ points: 33, totalSpent: 80 });
    expect(await kinds()).toEqual([
      ['bill', 'uid-admin', 80],
      ['bill_held', 'uid-admin', 100_000],
    ]);
  });

  it('is approved by an admin_full of the venue only, then earns its points once', async () => {
    await complete(100_000);
    const before = JSON.stringify(await reservation());
    for (const auth of [admin, otherManager]) {
      const error = await callError(
        decideReservationBill,
        { reservationId: 's1', decision: 'approve', amount: 100_000 },
        auth,
      );
      expect(error.code).toBe('permission-denied');
    }
    expect(JSON.stringify(await reservation())).toBe(before);
    expect(
      (
        await callError(
          decideReservationBill,
          { reservationId: 's1', decision: 'approve', amount: 99 },
          manager,
        )
      ).message,
    ).toBe('L’addition en attente a changé : rechargez la réservation avant de décider');
    expect(await decide('approve', 100_000)).toMatchObject({ changed: true, pointsDelta: 10_000 });
    expect(await decide('approve', 100_000)).toMatchObject({ changed: false, pointsDelta: 0 });
    const saved = await reservation();
    expect(saved.amountSpent).toBe(100_000);
    expect(saved.pendingBill).toBeUndefined();
    expect(await view()).toMatchObject({ points: 10_025, totalSpent: 100_000, billedVisits: 1 });
    expect(await kinds()).toEqual([
      ['bill_held', 'uid-admin', 100_000],
      ['bill_approved', 'uid-manager', 100_000],
      ['bill', 'uid-manager', 100_000],
    ]);
  });

  it('refused, moves nothing and leaves the bill credited before', async () => {
    await complete(80);
    await bill(5000);
    expect(await decide('refuse', 5000)).toMatchObject({ changed: true, pointsDelta: 0 });
    expect(await decide('refuse', 5000)).toMatchObject({ changed: false });
    const saved = await reservation();
    expect(saved).toMatchObject({ amountSpent: 80 });
    expect(saved.pendingBill).toBeUndefined();
    expect(await view()).toMatchObject({ points: 33, totalSpent: 80 });
    expect((await kinds()).at(-1)).toEqual(['bill_refused', 'uid-manager', 5000]);
  });

  it('counts at once when an admin_full enters it, and an honest bill counts at once for an admin', async () => {
    await complete(300);
    expect(await view()).toMatchObject({ points: 55, totalSpent: 300 });
    expect(await bill(100_000, manager)).toMatchObject({ changed: true });
    expect(await view()).toMatchObject({ points: 10_025, totalSpent: 100_000 });
    expect((await reservation()).pendingBill).toBeUndefined();
  });

  it('follows the venue’s setting, else 4 times its average per cover', async () => {
    await env.store.set('settings/loyalty_config_r1', { billCeilingPerCover: 50 });
    await complete(120);
    expect(await reservation()).toMatchObject({ pendingBill: { amount: 120, ceiling: 100 } });
    await env.store.set('settings/loyalty_config_r1', { billCeilingPerCover: null });
    await env.store.set('restaurantStats/r1_all', {
      restaurantId: 'r1',
      period: 'all',
      key: 'all',
      counters: { takings: 4000, billedCovers: 100 },
    });
    // 40 € per cover on average: 160 € per cover, 320 € for two. A bill within it replaces the one waiting.
    expect(await bill(320.5)).toMatchObject({ held: true, ceiling: 320 });
    expect(await reservation()).toMatchObject({ pendingBill: { amount: 320.5 } });
    expect(await bill(320)).toMatchObject({ changed: true });
    expect((await reservation()).pendingBill).toBeUndefined();
    expect(await view()).toMatchObject({ totalSpent: 320 });
  });

  it('is never shown to the diner with a staff identity: the export names the venue’s team', async () => {
    await complete(80);
    await bill(100_000);
    await decide('refuse', 100_000);
    const exported = JSON.stringify(await call(exportMyData, {}, clientAuth(ANA)));
    expect(exported).toContain('100000');
    for (const uid of ['uid-admin', 'uid-manager']) expect(exported).not.toContain(uid);
  });

  it('leaves with « Terminée »: the booking set back has no bill waiting', async () => {
    await complete(100_000);
    await call(setReservationStatus, { reservationId: 's1', status: 'SEATED' }, admin);
    expect((await reservation()).pendingBill).toBeUndefined();
    expect(await decide('approve', 100_000)).toMatchObject({ changed: false });
    expect(await view()).toMatchObject({ totalSpent: 0 });
  });
});

describe('the booking’s e-mail after completion', () => {
  it('cannot change once completed, even set back, so its points cannot move to someone else', async () => {
    const change = (customerEmail: string) =>
      callError(updateReservation, { reservationId: 's1', changes: { customerEmail } }, manager);
    await complete(80);
    const before = JSON.stringify(await reservation());
    expect(await change('other@example.fr')).toMatchObject({
      code: 'failed-precondition',
      message: 'L’e-mail d’une réservation terminée ne peut plus être modifié',
    });
    await call(setReservationStatus, { reservationId: 's1', status: 'SEATED' }, admin);
    expect((await change('other@example.fr')).message).toBe(
      'L’e-mail d’une réservation terminée ne peut plus être modifié',
    );
    expect(JSON.parse(before).customerEmail).toBe((await reservation()).customerEmail);
    // The same address (another case) and other fields still change.
    await call(
      updateReservation,
      { reservationId: 's1', changes: { customerEmail: 'ANA@example.fr', partySize: 2 } },
      admin,
    );
  });

  it('changes freely before completion', async () => {
    await call(
      updateReservation,
      { reservationId: 's1', changes: { customerEmail: 'other@example.fr' } },
      admin,
    );
    expect(await reservation()).toMatchObject({ customerEmail: 'other@example.fr' });
  });
});
