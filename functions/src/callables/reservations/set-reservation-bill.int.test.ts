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
import { setReservationBill } from './set-reservation-bill';
import { setReservationStatus } from './set-reservation-status';

let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');
const ANA = 'ana@example.fr';

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T21:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
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

async function reservation(id: string) {
  return (await env.store.get(`reservations/${id}`)).data ?? {};
}
/** The venue's view of Ana: what the profile and the customer file read. */
async function view() {
  return (await env.store.get(customerViewPath('r1', ANA))).data ?? {};
}
async function ledger(id: string) {
  return (await env.store.get(`loyaltyLedger/${id}`)).data;
}
const complete = (amountSpent?: number) =>
  call(
    setReservationStatus,
    { reservationId: 's1', status: 'COMPLETED', ...(amountSpent === undefined ? {} : { amountSpent }) },
    admin,
  );
const bill = (amountSpent: number | null) =>
  call(setReservationBill, { reservationId: 's1', amountSpent }, admin);

describe('the bill of a completed booking', () => {
  it('credits 8.6 points for 86,50 € with the completion, in one deterministic entry, counted once', async () => {
    await complete(86.5);
    await complete(86.5);
    await bill(86.5);
    expect(await ledger('reservation:s1:spend')).toMatchObject({
      type: 'amount_spent',
      delta: 8.6,
      sourceId: 's1',
      reason: expect.stringMatching(/^Addition : 86,50\s€$/),
    });
    expect(await ledger('reservation:s1:spend:2')).toBeUndefined();
    expect(await view()).toMatchObject({ points: 33.6, totalSpent: 86.5, billedVisits: 1, billedCovers: 2 });
    expect((await env.store.get(`customers/${ANA}`)).data).toMatchObject({ loyaltyPoints: 33.6 });
    const saved = await reservation('s1');
    expect(saved).toMatchObject({
      status: 'COMPLETED',
      amountSpent: 86.5,
      billCredit: { amount: 86.5, covers: 2, points: 8.6, revision: 1 },
    });
    expect(saved.statusHistory).toEqual([
      expect.objectContaining({ status: 'completed', changedBy: 'staff-uid-1' }),
      expect.objectContaining({ status: 'completed', kind: 'bill', amountSpent: 86.5 }),
    ]);
  });

  it('two identical calls at once credit once', async () => {
    await complete();
    await Promise.all([bill(86.5), bill(86.5)]);
    expect(await view()).toMatchObject({ points: 33.6, totalSpent: 86.5, billedVisits: 1 });
    expect(await ledger('reservation:s1:spend:2')).toBeUndefined();
  });

  it('moves only the difference on each correction: up, down, to zero, removed, entered again', async () => {
    await complete(86.5);
    await expect(bill(120)).resolves.toMatchObject({ ok: true, changed: true, pointsDelta: 3.4 });
    expect(await ledger('reservation:s1:spend:2')).toMatchObject({ type: 'amount_spent', delta: 3.4 });
    expect(await view()).toMatchObject({ points: 37, totalSpent: 120, billedVisits: 1, billedCovers: 2 });

    await bill(40.1);
    expect(await ledger('reservation:s1:spend:3')).toMatchObject({ delta: -8 });
    expect(await view()).toMatchObject({ points: 29, totalSpent: 40.1, billedVisits: 1 });

    await bill(0);
    expect(await ledger('reservation:s1:spend:4')).toMatchObject({ delta: -4 });
    expect(await view()).toMatchObject({ points: 25, totalSpent: 0, billedVisits: 0, billedCovers: 0 });
    expect((await reservation('s1')).amountSpent).toBeUndefined();

    // Nothing left to take back: removing again writes nothing.
    await expect(bill(null)).resolves.toMatchObject({ changed: false });
    expect(await ledger('reservation:s1:spend:5')).toBeUndefined();

    await bill(86.5);
    expect(await ledger('reservation:s1:spend:5')).toMatchObject({ delta: 8.6 });
    await bill(null);
    expect(await ledger('reservation:s1:spend:6')).toMatchObject({ delta: -8.6 });
    expect(await view()).toMatchObject({ points: 25, totalSpent: 0, billedVisits: 0 });
    const history = (await reservation('s1')).statusHistory as {
      kind?: string;
      amountSpent?: number | null;
    }[];
    expect(history.filter((h) => h.kind === 'bill').map((h) => h.amountSpent)).toEqual([
      86.5,
      120,
      40.1,
      null,
      86.5,
      null,
    ]);
  });

  it('takes the bill back with the completion when the booking leaves « Terminée »', async () => {
    await complete(86.5);
    await call(setReservationStatus, { reservationId: 's1', status: 'SEATED' }, admin);
    expect(await view()).toMatchObject({ points: 20, totalSpent: 0, billedVisits: 0, billedCovers: 0 });
    expect(await ledger('reservation:s1:spend:2')).toMatchObject({ delta: -8.6 });
    const saved = await reservation('s1');
    expect(saved.amountSpent).toBeUndefined();
    expect(saved.billCredit).toMatchObject({ amount: 0, points: 0, revision: 2 });
    // Completed again with its bill: the visit's points and the bill's come back at their next revisions
    // (issue 48, defect 1: before, the completion's entry existed already and only the bill's points came back).
    await complete(50);
    expect(await ledger('reservation:s1:completed:3')).toMatchObject({
      type: 'reservation_completed',
      delta: 5,
    });
    expect(await ledger('reservation:s1:spend:3')).toMatchObject({ delta: 5 });
    expect(await view()).toMatchObject({ points: 30, completed: 1, totalSpent: 50, billedVisits: 1 });
  });

  it('refuses a bill on a booking not completed, archived, of another venue, or out of range, writing nothing', async () => {
    const refused = async (input: Record<string, unknown>, auth: Parameters<typeof callError>[2] = admin) =>
      callError(setReservationBill, { reservationId: 's1', amountSpent: 10, ...input }, auth);
    expect((await refused({})).message).toBe(
      'L’addition ne peut être saisie que pour une réservation terminée',
    );
    await complete();
    expect((await refused({ amountSpent: 100_000.01 })).message).toBe(
      'Le montant de l’addition doit être compris entre 0 et 100 000 €',
    );
    expect((await refused({ amountSpent: -1 })).message).toBe(
      'Le montant de l’addition doit être compris entre 0 et 100 000 €',
    );
    expect((await refused({ amountSpent: 12.345 })).message).toBe(
      'Le montant ne peut avoir que deux chiffres après la virgule',
    );
    expect((await refused({ amountSpent: '86,50' })).code).toBe('invalid-argument');
    expect((await refused({ reservationId: 'nope' })).message).toBe('Réservation non trouvée');
    expect((await refused({}, staffAuth('admin_full', ['r2']))).code).toBe('permission-denied');
    expect((await refused({}, clientAuth(ANA))).code).toBe('permission-denied');
    expect((await callError(setReservationBill, { reservationId: 's1', amountSpent: 10 })).code).toBe(
      'unauthenticated',
    );
    const overMax = await callError(
      setReservationStatus,
      { reservationId: 's1', status: 'COMPLETED', amountSpent: 100_001 },
      admin,
    );
    expect(overMax.message).toBe('Le montant de l’addition doit être compris entre 0 et 100 000 €');
    await env.store.update('reservations/s1', { archived: true });
    expect((await refused({})).message).toBe(
      'Cette réservation est archivée : son addition ne peut plus être modifiée',
    );
    expect(await view()).toMatchObject({ points: 25, totalSpent: 0 });
    expect(await ledger('reservation:s1:spend')).toBeUndefined();
    expect((await reservation('s1')).amountSpent).toBeUndefined();
  });
});
