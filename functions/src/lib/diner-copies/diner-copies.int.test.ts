import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DINER_RESERVATIONS_COLLECTION } from '@app/domain';
import { refuseReservation } from '../../callables/reservations/refuse-reservation';
import { setReservationStatus } from '../../callables/reservations/set-reservation-status';
import { admin, call, openHarness, type Harness } from '../../callables/testing/callable-harness';
import { seedRestaurant } from '../../callables/testing/fixtures';
import { runArchiving } from '../../jobs/archive-reservations';
import { runtime } from '../runtime';
import { seedReservation } from '../testing/seed';
import { backfillDinerCopies, DINER_COPIES_MARKER } from './backfill-diner-copies';

/**
 * The diners' copies of their reservations (`customerReservations`) as the server keeps them: made and changed in
 * the commit that writes the reservation (every write goes through the runtime's store), holding only what the
 * customer space renders; and made once for a store older than them (the backfill).
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
});

const COPY_FIELDS = [
  'archived',
  'customerEmail',
  'date',
  'id',
  'isVisit',
  'partySize',
  'refused',
  'restaurantId',
  'restaurantName',
  'status',
  'time',
];
const copyOf = async (id: string) => (await h.store.get(`${DINER_RESERVATIONS_COLLECTION}/${id}`)).data;
/** Writes through the functions' store, as every callable and job does. */
const server = () => runtime().store;

describe('the diner copy kept by the commit that writes a reservation', () => {
  it('is made with the booking and holds only what the space renders, never what the venue wrote for itself', async () => {
    await seedReservation(server(), {
      id: 'b1',
      restaurantName: 'Au Bureau',
      notes: 'Client difficile',
      allergies: 'arachides',
      tableId: 't3',
      amountSpent: 182,
      createdBy: 'uid-staff-2',
      statusHistory: [{ status: 'confirmed', changedBy: 'uid-staff-2', changedAt: '2026-11-20T10:00:00Z' }],
    });
    const copy = await copyOf('b1');
    expect(Object.keys(copy ?? {}).sort()).toEqual(COPY_FIELDS);
    expect(copy).toMatchObject({ customerEmail: 'ana@example.fr', status: 'CONFIRMED', archived: false });
    expect(JSON.stringify(copy)).not.toMatch(/difficile|arachides|t3|182|uid-staff|0601020304/);
  });

  it('follows staff changes in the same commit: confirmed, then refused without the refusal’s internals', async () => {
    await seedReservation(server(), { id: 'p1', status: 'PENDING' });
    expect(await copyOf('p1')).toMatchObject({ status: 'PENDING' });
    await call(setReservationStatus, { reservationId: 'p1', status: 'CONFIRMED' }, admin('r1'));
    expect(await copyOf('p1')).toMatchObject({ status: 'CONFIRMED', refused: false });

    await seedReservation(server(), { id: 'p2', status: 'PENDING' });
    await call(
      refuseReservation,
      { reservationId: 'p2', reason: 'other', otherText: 'Cuisine en travaux' },
      admin('r1'),
    );
    const refused = await copyOf('p2');
    // Refused, not cancelled: the space reads « Refusée » (issue 48, defect 8), and only that much.
    expect(refused).toMatchObject({ status: 'CANCELLED', refused: true });
    expect(Object.keys(refused ?? {}).sort()).toEqual(COPY_FIELDS);
    expect(JSON.stringify(refused)).not.toMatch(/travaux|u-admin|refusal/);
  });

  it('is left unwritten when nothing a diner reads changed (a note, a table), and rewritten when something did', async () => {
    await seedReservation(server(), { id: 'b1' });
    // A mark only this test writes: a rewrite of the copy would drop it.
    await h.store.update(`${DINER_RESERVATIONS_COLLECTION}/b1`, { untouched: true });
    await server().update('reservations/b1', {
      notes: 'VIP',
      tableId: 't7',
      updatedAt: h.now().toISOString(),
    });
    expect(await copyOf('b1')).toMatchObject({ untouched: true });
    await server().update('reservations/b1', { partySize: 5 });
    expect(await copyOf('b1')).toEqual(expect.not.objectContaining({ untouched: true }));
    expect(await copyOf('b1')).toMatchObject({ partySize: 5 });
  });

  it('exists only while a diner may read it: none for a phone-only guest, gone when the e-mail or the booking goes', async () => {
    await seedReservation(server(), { id: 'phone', customerEmail: '' });
    expect(await copyOf('phone')).toBeUndefined();
    await seedReservation(server(), { id: 'b1' });
    await server().update('reservations/b1', { customerEmail: '' });
    expect(await copyOf('b1')).toBeUndefined();
    await seedReservation(server(), { id: 'b2' });
    await server().delete('reservations/b2');
    expect(await copyOf('b2')).toBeUndefined();
  });

  it('reads archived once the archive job has run, and stays while the archive copy does', async () => {
    await seedReservation(server(), { id: 'old', date: '2026-05-02', status: 'COMPLETED' });
    await runArchiving();
    expect((await h.store.get('reservations_archive/old')).exists).toBe(true);
    expect(await copyOf('old')).toMatchObject({ archived: true, status: 'COMPLETED', date: '2026-05-02' });
    // The flagged active document removed: the archive copy still stands behind the diner's copy.
    await server().delete('reservations/old');
    expect(await copyOf('old')).toMatchObject({ archived: true, status: 'COMPLETED' });
    await server().delete('reservations_archive/old');
    expect(await copyOf('old')).toBeUndefined();
  });
});

describe('the backfill of a store older than the copies', () => {
  it('makes every copy once (active, flagged, archive only), none for a phone-only guest, then never runs again', async () => {
    // Written on the raw store, as a store from before the copies holds them.
    await seedReservation(h.store, { id: 'a1', date: '2026-12-01' });
    await seedReservation(h.store, { id: 'phone', customerEmail: '' });
    await seedReservation(h.store, { id: 'flagged', status: 'COMPLETED', archived: true });
    await h.store.set('reservations_archive/flagged', {
      ...(await h.store.get('reservations/flagged')).data,
      status: 'COMPLETED',
      archivedAt: '2026-10-01T02:00:00.000Z',
    });
    await h.store.set('reservations_archive/gone', {
      id: 'gone',
      restaurantId: 'r1',
      restaurantName: 'Au Bureau',
      customerEmail: 'ana@example.fr',
      date: '2026-03-01',
      time: '20:00',
      partySize: 3,
      status: 'COMPLETED',
      archived: true,
      archivedAt: '2026-07-01T02:00:00.000Z',
    });
    expect(await copyOf('a1')).toBeUndefined();

    expect(await backfillDinerCopies(h.store, h.now())).toBe(3);
    expect(await copyOf('a1')).toMatchObject({ status: 'CONFIRMED', archived: false });
    expect(await copyOf('flagged')).toMatchObject({ status: 'COMPLETED', archived: true });
    expect(await copyOf('gone')).toMatchObject({ partySize: 3, archived: true });
    expect(await copyOf('phone')).toBeUndefined();
    expect((await h.store.get(DINER_COPIES_MARKER)).data).toMatchObject({ writes: 3 });

    await h.store.delete(`${DINER_RESERVATIONS_COLLECTION}/a1`);
    expect(await backfillDinerCopies(h.store, h.now())).toBe(0);
    expect(await copyOf('a1')).toBeUndefined();
  });
});
