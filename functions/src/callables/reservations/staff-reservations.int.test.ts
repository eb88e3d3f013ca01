import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import {
  call,
  callError,
  clientAuth,
  openTestEnv,
  staffAuth,
  type TestEnv,
} from '../../lib/testing/test-env';
import { staffCreateReservation } from './staff-create-reservation';
import { assignTables, moveReservationTable, setClosedSlots } from './tables-and-slots';
import { updateReservation } from './update-reservation';
import { saveRestaurantSettings } from '../settings/restaurant-settings';

let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
});

const form = {
  restaurantId: 'r1',
  customerFirstName: 'Léa',
  customerLastName: 'Martin',
  customerPhone: '0611223344',
  customerEmail: 'Lea@Example.fr',
  date: '2026-11-24',
  time: '12:30',
  partySize: 3,
};

describe('staffCreateReservation', () => {
  it('creates a confirmed booking by the user, a customer without any consent nobody gave, and a confirmation mail', async () => {
    const { reservationId, status } = await call<{ reservationId: string; status: string }>(
      staffCreateReservation,
      form,
      admin,
    );
    expect(status).toBe('CONFIRMED');
    const saved = (await env.store.get(`reservations/${reservationId}`)).data;
    expect(saved).toMatchObject({
      status: 'CONFIRMED',
      createdBy: 'staff-uid-1',
      customerName: 'Léa Martin',
      source: 'admin',
      autoConfirm: true,
      customerPhone: '+33611223344', // typed '0611223344', stored E.164
    });
    expect(saved?.statusHistory).toEqual([
      { status: 'confirmed', changedBy: 'staff-uid-1', changedAt: '2026-11-22T10:00:00.000Z' },
    ]);
    const customer = (await env.store.get('customers/lea@example.fr')).data;
    expect(customer).toMatchObject({ totalReservations: 1, source: 'admin', phone: '+33611223344' });
    // The spec granted consents to every customer staff booked: nobody gave them (issue 37).
    expect(
      (await env.store.get(`restaurantCustomers/${saved?.restaurantId}_lea@example.fr`)).data,
    ).toMatchObject({
      rgpdConsent: false,
      emailMarketingConsent: false,
      smsMarketingConsent: false,
      consentProofs: {},
    });
    await drainMailOutbox();
    expect(env.smtp.mails.map((m) => [m.to[0], m.subject])).toEqual([
      ['lea@example.fr', 'Réservation confirmée - Chez Test'],
    ]);
  });

  it.each([
    [{ customerFirstName: '', customerLastName: '' }, '❌ Le nom du client est obligatoire'],
    [{ customerLastName: '  ' }, '❌ Le nom du client est obligatoire'],
    [{ customerLastName: 'x'.repeat(101) }, 'Ce champ ne peut pas dépasser 100 caractères'],
    [{ customerPhone: '', customerEmail: '' }, '❌ Veuillez fournir au moins un téléphone ou un email'],
    [{ time: '' }, "❌ L'heure de réservation est obligatoire"],
    [{ date: '' }, '❌ La date de réservation est obligatoire'],
    [{ restaurantId: '' }, '❌ Aucun restaurant sélectionné'],
    [{ customerPhone: '12' }, 'Numéro de téléphone invalide'],
  ])('refuses %o with the form message', async (overrides, message) => {
    const err = await callError(staffCreateReservation, { ...form, ...overrides }, admin);
    expect(err.code).toBe('invalid-argument');
    expect(err.message).toBe(message);
    expect((await env.store.query({ collection: 'reservations' })).docs).toHaveLength(0);
  });

  it('refuses a first name alone on the « Nom » field, and writes nothing', async () => {
    const err = await callError(staffCreateReservation, { ...form, customerLastName: '' }, admin);
    expect(err.code).toBe('invalid-argument');
    expect(err.message).toBe('❌ Le nom du client est obligatoire');
    expect(err.details).toMatchObject({ field: 'customerLastName' });
    expect((await env.store.query({ collection: 'reservations' })).docs).toHaveLength(0);
  });

  it('stores the search tokens of the name and phone', async () => {
    const { reservationId } = await call<{ reservationId: string }>(staffCreateReservation, form, admin);
    const saved = (await env.store.get(`reservations/${reservationId}`)).data;
    expect(saved?.searchTokens).toEqual(
      expect.arrayContaining(['lea', 'mar', 'martin', 'lea martin', 'martin lea', '0611', '33611', '3344']),
    );
  });

  it('refuses a past date, another restaurant, a client and anonymous callers', async () => {
    const past = await callError(staffCreateReservation, { ...form, date: '2026-11-21' }, admin);
    expect(past.message).toBe('La date de réservation ne peut pas être dans le passé');
    expect(past.details).toMatchObject({ field: 'date' });
    expect((await callError(staffCreateReservation, { ...form, restaurantId: 'r2' }, admin)).code).toBe(
      'permission-denied',
    );
    expect((await callError(staffCreateReservation, form, clientAuth('lea@example.fr'))).code).toBe(
      'permission-denied',
    );
    expect((await callError(staffCreateReservation, form)).code).toBe('unauthenticated');
    expect((await env.store.query({ collection: 'reservations' })).docs).toHaveLength(0);
  });
});

describe('updateReservation', () => {
  it('changes only the fields sent, rebuilds the full name and syncs the customer on request', async () => {
    await seedReservation(env.store, { id: 'u1' });
    await call(
      updateReservation,
      { reservationId: 'u1', changes: { customerLastName: 'Durand', partySize: 6 }, syncCustomer: true },
      admin,
    );
    const saved = (await env.store.get('reservations/u1')).data;
    expect(saved).toMatchObject({
      customerName: 'Ana Durand',
      customerFirstName: 'Ana',
      customerLastName: 'Durand',
      partySize: 6,
      time: '19:30',
    });
    // The search tokens follow the new name (and were missing on the seeded booking).
    expect(saved?.searchTokens).toEqual(expect.arrayContaining(['durand', 'ana durand', '0601']));
    expect(saved?.searchTokens).not.toContain('dupont');
    expect((await env.store.get('customers/ana@example.fr')).data).toMatchObject({
      name: 'Ana Durand',
      lastName: 'Durand',
      restaurantIds: ['r1'],
    });
  });

  it('refuses a bad e-mail, a party of 201 and another restaurant', async () => {
    await seedReservation(env.store, { id: 'u2' });
    expect(
      (await callError(updateReservation, { reservationId: 'u2', changes: { customerEmail: 'x@y' } }, admin))
        .message,
    ).toBe("Format d'email invalide");
    expect(
      (await callError(updateReservation, { reservationId: 'u2', changes: { partySize: 201 } }, admin))
        .message,
    ).toBe('Le nombre de personnes doit être compris entre 1 et 200');
    expect(
      (
        await callError(
          updateReservation,
          { reservationId: 'u2', changes: { partySize: 2 } },
          staffAuth('admin', ['r9']),
        )
      ).code,
    ).toBe('permission-denied');
  });
});

describe('tables and slots', () => {
  it('assigns several tables, unassigns, and refuses an empty selection', async () => {
    await seedReservation(env.store, { id: 't1' });
    await expect(
      call(assignTables, { reservationId: 't1', tables: ['3', '4'] }, admin),
    ).resolves.toMatchObject({ tableId: '3+4' });
    expect((await env.store.get('reservations/t1')).data?.tableId).toBe('3+4');
    await call(assignTables, { reservationId: 't1', unassign: true }, admin);
    expect((await env.store.get('reservations/t1')).data?.tableId).toBe('');
    expect((await callError(assignTables, { reservationId: 't1', tables: [] }, admin)).message).toBe(
      'Veuillez sélectionner au moins une table',
    );
  });

  it('moves to a free table and refuses a table held by a confirmed booking of the same service', async () => {
    await seedReservation(env.store, { id: 'm1', time: '19:30' });
    await seedReservation(env.store, { id: 'm2', time: '20:00', tableId: '5', status: 'SEATED' });
    await seedReservation(env.store, { id: 'm3', time: '12:30', tableId: '6' });
    await seedReservation(env.store, { id: 'm4', time: '19:00', tableId: '7', status: 'CANCELLED' });
    const err = await callError(moveReservationTable, { reservationId: 'm1', table: '5' }, admin);
    expect(err.message).toBe('Cette table est déjà occupée : table 5 par DUPONT Ana à 20:00');
    await call(moveReservationTable, { reservationId: 'm1', table: '6' }, admin);
    await call(moveReservationTable, { reservationId: 'm1', table: '7' }, admin);
    expect((await env.store.get('reservations/m1')).data?.tableId).toBe('7');
  });

  it('holds a table for two hours: taken at 12:30, it is free at 20:00 and refused at 13:00', async () => {
    await seedReservation(env.store, { id: 'lunch', time: '12:30', tableId: '5' });
    await seedReservation(env.store, { id: 'evening', time: '20:00' });
    await seedReservation(env.store, { id: 'early', time: '13:00' });
    await expect(
      call(assignTables, { reservationId: 'evening', tables: ['5'] }, admin),
    ).resolves.toMatchObject({
      tableId: '5',
    });
    const err = await callError(assignTables, { reservationId: 'early', tables: ['4', '5'] }, admin);
    expect(err.message).toBe('Cette table est déjà occupée : table 5 par DUPONT Ana à 12:30');
    // Refused as a whole: not even the free table 4 is written.
    expect((await env.store.get('reservations/early')).data?.tableId).toBe('');
    await call(assignTables, { reservationId: 'early', tables: ['4'] }, admin);
    expect((await env.store.get('reservations/early')).data?.tableId).toBe('4');
    // A cancelled or finished booking holds nothing.
    await seedReservation(env.store, { id: 'gone', time: '13:00', tableId: '6', status: 'CANCELLED' });
    await seedReservation(env.store, { id: 'done', time: '13:00', tableId: '7', status: 'COMPLETED' });
    await call(assignTables, { reservationId: 'lunch', tables: ['5', '6', '7'] }, admin);
    expect((await env.store.get('reservations/lunch')).data?.tableId).toBe('5+6+7');
  });

  it('refuses a table a pending request holds, naming it, and gives it only when staff insist (issue 36)', async () => {
    // Saturday night: THOMAS Hugo's 19:30 request was given table 3; DUBOIS Léa at 20:15 is offered it too.
    await seedReservation(env.store, {
      id: 'thomas',
      time: '19:30',
      tableId: '3',
      status: 'PENDING',
      customerName: 'Hugo Thomas',
      customerFirstName: 'Hugo',
      customerLastName: 'Thomas',
    });
    await seedReservation(env.store, { id: 'dubois', time: '20:15', customerLastName: 'Dubois' });
    for (const attempt of [
      () => callError(assignTables, { reservationId: 'dubois', tables: ['3'] }, admin),
      () => callError(moveReservationTable, { reservationId: 'dubois', table: '3' }, admin),
    ]) {
      const err = await attempt();
      expect(err.code).toBe('failed-precondition');
      expect(err.message).toBe('Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30');
      expect(err.details).toMatchObject({
        code: 'table-occupied',
        clashes: [{ table: '3', reservationId: 'thomas', name: 'THOMAS Hugo', time: '19:30' }],
      });
    }
    expect((await env.store.get('reservations/dubois')).data?.tableId).toBe('');
    // « Attribuer quand même »: written, the day's lock taken as for any assignment.
    await call(assignTables, { reservationId: 'dubois', tables: ['3'], force: true }, admin);
    expect((await env.store.get('reservations/dubois')).data?.tableId).toBe('3');
    expect((await env.store.get('bookingLocks/r1_2026-11-24')).exists).toBe(true);
    await call(moveReservationTable, { reservationId: 'thomas', table: '4', force: true }, admin);
    expect((await env.store.get('reservations/thomas')).data?.tableId).toBe('4');
  });

  it("never names another restaurant's guests nor forces a table there", async () => {
    await seedRestaurant(env.store, { id: 'r2' });
    await seedReservation(env.store, { id: 'other-holder', restaurantId: 'r2', tableId: '3' });
    await seedReservation(env.store, { id: 'other-guest', restaurantId: 'r2', time: '20:00' });
    for (const data of [
      { reservationId: 'other-guest', tables: ['3'] },
      { reservationId: 'other-guest', tables: ['3'], force: true },
    ]) {
      const err = await callError(assignTables, data, admin);
      expect(err.code).toBe('permission-denied');
      expect(err.message).not.toContain('DUPONT');
    }
    const err = await callError(
      staffCreateReservation,
      { ...form, restaurantId: 'r2', tableId: '3', time: '19:30', force: true },
      admin,
    );
    expect(err.code).toBe('permission-denied');
    expect((await env.store.get('reservations/other-guest')).data?.tableId).toBe('');
  });

  it("holds a table for the venue's duration by party size, « Par couverts » too (the timeline's bands)", async () => {
    // Two at 12:00 hold table 5 until 13:30 (1–2: 1 h 30 by default), stored with the table.
    await seedReservation(env.store, { id: 'lunch', time: '12:00' });
    await call(assignTables, { reservationId: 'lunch', tables: ['5'] }, admin);
    expect((await env.store.get('reservations/lunch')).data?.tablesFreeAt).toBe('2026-11-24T12:30:00.000Z');
    await seedReservation(env.store, { id: 'next', time: '13:00' });
    expect((await callError(assignTables, { reservationId: 'next', tables: ['5'] }, admin)).message).toBe(
      'Cette table est déjà occupée : table 5 par DUPONT Ana à 12:00',
    );
    await seedReservation(env.store, { id: 'later', time: '13:30' });
    await call(assignTables, { reservationId: 'later', tables: ['5'] }, admin);
    expect((await env.store.get('reservations/later')).data?.tableId).toBe('5');
    await call(
      saveRestaurantSettings,
      {
        restaurantId: 'r1',
        settings: {
          tableDurationBands: {
            lunch: [{ fromPartySize: 1, minutes: 45 }],
            dinner: [{ fromPartySize: 1, minutes: 120 }],
          },
        },
      },
      staffAuth('admin_full', ['r1']),
    );
    // The end a booking stored stays; a booking given its table from now on holds it for the new band.
    await seedReservation(env.store, { id: 'early', time: '11:15' });
    await call(assignTables, { reservationId: 'early', tables: ['5'] }, admin);
    expect((await env.store.get('reservations/early')).data?.tablesFreeAt).toBe('2026-11-24T11:00:00.000Z');
  });

  it('refuses an edit or a new booking that puts a table where another booking holds it then', async () => {
    await seedReservation(env.store, { id: 'lunch', time: '12:30', tableId: '5' });
    await seedReservation(env.store, { id: 'evening', time: '20:00', tableId: '5' });
    const moved = await callError(
      updateReservation,
      { reservationId: 'evening', changes: { time: '13:00' } },
      admin,
    );
    expect(moved.message).toBe('Cette table est déjà occupée : table 5 par DUPONT Ana à 12:30');
    expect((await env.store.get('reservations/evening')).data?.time).toBe('20:00');
    await call(updateReservation, { reservationId: 'evening', changes: { time: '14:30' } }, admin);
    expect((await env.store.get('reservations/evening')).data?.time).toBe('14:30');

    const atTable = { ...form, date: '2026-11-24', tableId: '5' };
    expect((await callError(staffCreateReservation, { ...atTable, time: '13:00' }, admin)).message).toBe(
      'Cette table est déjà occupée : table 5 par DUPONT Ana à 12:30',
    );
    // Insisting books it at that table all the same (both then show the conflict on the day screen).
    const forced = await call<{ reservationId: string }>(
      staffCreateReservation,
      { ...atTable, time: '13:00', force: true },
      admin,
    );
    expect((await env.store.get(`reservations/${forced.reservationId}`)).data?.tableId).toBe('5');
    const { reservationId } = await call<{ reservationId: string }>(
      staffCreateReservation,
      { ...atTable, time: '19:30' },
      admin,
    );
    expect((await env.store.get(`reservations/${reservationId}`)).data?.tableId).toBe('5');
  });

  it('saves closed slots per restaurant and date for staff of that restaurant only', async () => {
    await call(
      setClosedSlots,
      { restaurantId: 'r1', date: '2026-11-24', lunch: ['12:30', '12:00', '12:30'], dinner: [] },
      admin,
    );
    expect((await env.store.get('closedTimeSlots/r1_2026-11-24')).data).toMatchObject({
      lunch: ['12:00', '12:30'],
      dinner: [],
      updatedBy: 'staff-uid-1',
    });
    expect((await callError(setClosedSlots, { restaurantId: 'r2', date: '2026-11-24' }, admin)).code).toBe(
      'permission-denied',
    );
    expect((await callError(setClosedSlots, { restaurantId: 'r1', date: '24/11/2026' }, admin)).code).toBe(
      'invalid-argument',
    );
    // master_admin reaches every id, but only a restaurant that exists gets closed slots.
    const master = staffAuth('master_admin', [], 'master-uid');
    const unknown = await callError(
      setClosedSlots,
      { restaurantId: 'inconnu', date: '2026-11-24', lunch: ['12:00'], dinner: [] },
      master,
    );
    expect([unknown.code, unknown.message]).toEqual(['not-found', 'Restaurant non trouvé']);
    expect((await env.store.get('closedTimeSlots/inconnu_2026-11-24')).exists).toBe(false);
  });
});
