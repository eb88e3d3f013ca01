import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StatsBuilder } from '../../bench/stats-builder';
import type { EmbeddedStore } from '../drivers/embedded';
import { openTestStore } from '../repositories/test-fixtures';
import { exportEmailLogRows, exportFiguresCsv } from './export-csv';
import { countCompletionRuns, listCompletionRuns, listEmailLogPage } from './email-log-queries';
import { loadAnalyticsOverview } from './load-analytics-overview';
import { loadEmailReport } from './load-email-report';
import { loadRangeBuckets, loadRangeCounters } from './load-range-counters';
import { loadRestaurantsOverview } from './load-restaurants-overview';
import { loadRewardAnalytics } from './load-reward-analytics';
import { createReadCountingReader } from './read-counting-reader';

let store: EmbeddedStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await store.reset();
});

// Tuesday 24 November 2026, 11:00 in Paris.
const now = new Date('2026-11-24T10:00:00.000Z');

const view = (i: number, points: number, restaurantId = 'r1') => ({
  id: `${restaurantId}_c${i}@exemple.fr`,
  restaurantId,
  customerId: `c${i}@exemple.fr`,
  name: `Client ${i}`,
  email: `c${i}@exemple.fr`,
  points,
  totalReservations: i,
});

const log = (id: string, sentAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'confirmation',
  status: 'sent',
  recipientEmail: `${id}@exemple.fr`,
  restaurantId: 'r1',
  subject: 'Votre réservation',
  trackingEnabled: false,
  sentAt,
  ...extra,
});

describe('range counters', () => {
  it('sum months, most-of-month less outside days, and edge days, each day once', async () => {
    const stats = new StatsBuilder();
    // One reservation on every day from 2026-08-15 to 2026-11-30.
    for (let t = Date.UTC(2026, 7, 15); t <= Date.UTC(2026, 10, 30); t += 86_400_000)
      stats.add('r1', new Date(t).toISOString().slice(0, 10), { reservations: 1 });
    stats.add('r2', '2026-10-10', { reservations: 50 });
    await stats.write(store);
    const counting = createReadCountingReader(store);
    const counters = await loadRangeCounters(counting.reader, {
      restaurantId: 'r1',
      from: '2026-08-20',
      to: '2026-11-03',
    });
    expect(counters).toEqual({ reservations: 12 + 30 + 31 + 3 });
    // August: 12 days inside against 19 outside, so its 12 day documents; September, October: 1 each; November: 3 days.
    expect(counting.reads()).toBe(12 + 1 + 1 + 3);
    const buckets = await loadRangeBuckets(store, {
      restaurantId: 'r1',
      from: '2026-08-20',
      to: '2026-11-03',
    });
    expect(buckets.map((b) => [b.bucket, b.granularity, b.counters.reservations])).toEqual([
      ['2026-08', 'month', 12],
      ['2026-09', 'month', 30],
      ['2026-10', 'month', 31],
      ['2026-11', 'month', 3],
    ]);
    const daily = await loadRangeBuckets(store, { restaurantId: 'r1', from: '2026-08-13', to: '2026-08-16' });
    expect(daily.map((b) => [b.bucket, b.counters.reservations ?? 0])).toEqual([
      ['2026-08-13', 0],
      ['2026-08-14', 0],
      ['2026-08-15', 1],
      ['2026-08-16', 1],
    ]);
  });
});

describe('analytics overview', () => {
  it('reads totals, the last days, customers by counts and the top 10', async () => {
    const stats = new StatsBuilder()
      .add('r1', '2025-01-10', { reservations: 100, clientReservations: 70, staffReservations: 30 })
      .add('r1', '2026-11-24', {
        reservations: 4,
        clientReservations: 4,
        reservations_NO_SHOW: 1,
        newCustomers: 2,
        reviews: 1,
        takings: 86.5,
        billedTables: 1,
        billedCovers: 2,
      })
      .add('r1', '2026-11-18', {
        reservations: 6,
        clientReservations: 3,
        staffReservations: 3,
        cancellations: 2,
        newCustomers: 1,
        takings: 120.1,
        billedTables: 2,
        billedCovers: 5,
      })
      .add('r1', '2026-10-20', { reservations: 5, staffReservations: 5, newCustomers: 7 });
    await stats.write(store);
    const points = [0, 0, 50, 120, 300, 600, 1500, 2500, 3000, 99, 100, 250, 499.5];
    const batch = store.batch();
    points.forEach((p, i) => batch.set(`restaurantCustomers/r1_c${i}@exemple.fr`, view(i, p)));
    batch.set('restaurantCustomers/r2_cx@exemple.fr', view(99, 5000, 'r2'));
    batch.set('settings/loyalty_config_r1', {
      levels: { bronze: 50, silver: 300, gold: 1000, diamond: 2500 },
    });
    await batch.commit();

    const overview = await loadAnalyticsOverview(store, { restaurantId: 'r1', now });
    expect(overview.totalCustomers).toBe(13);
    expect(overview.newCustomers).toBe(3); // 2026-10-20 is more than 30 days back
    expect(overview.loyaltyRate).toBe(84.6); // 11 of 13
    expect(overview.reservationsByDay).toEqual([
      { date: '2026-11-18', count: 6 },
      { date: '2026-11-19', count: 0 },
      { date: '2026-11-20', count: 0 },
      { date: '2026-11-21', count: 0 },
      { date: '2026-11-22', count: 0 },
      { date: '2026-11-23', count: 0 },
      { date: '2026-11-24', count: 4 },
    ]);
    // The statuses and the top 10's badges on the venue's own levels (50/300/1000/2500), as the doughnut.
    expect(overview.byStatus).toEqual([
      { key: 'diamond', count: 2 },
      { key: 'gold', count: 1 },
      { key: 'silver', count: 3 },
      { key: 'bronze', count: 5 },
      { key: 'new', count: 2 },
    ]);
    expect(overview.loyaltyDistribution.map((l) => [l.key, l.status, l.count])).toEqual([
      ['new', 'Nouveau', 2],
      ['bronze', 'Bronze', 5],
      ['silver', 'Argent', 3],
      ['gold', 'Or', 1],
      ['diamond', 'Ultra VIP', 2],
    ]);
    expect(overview.topCustomers).toHaveLength(10);
    expect(overview.topCustomers[0]).toEqual({
      rank: 1,
      customerId: 'c8@exemple.fr',
      name: 'Client 8',
      email: 'c8@exemple.fr',
      points: 3000,
      reservations: 8,
      status: 'diamond',
    });
    expect(overview.topCustomers.map((c) => c.status)).toEqual([
      'diamond',
      'diamond',
      'gold',
      'silver',
      'silver',
      'silver',
      'bronze',
      'bronze',
      'bronze',
      'bronze',
    ]);
    expect(overview.topCustomers.map((c) => c.points)).toEqual([
      3000, 2500, 1500, 600, 499.5, 300, 250, 120, 100, 99,
    ]);
    expect(overview.bySource).toEqual({ clients: 77, admin: 38, total: 115 });
    expect(overview.performance).toEqual({
      averageReservationsPerDay: 5,
      noShowRate: 10,
      cancellationRate: 20,
      reviewsPerReservation: 0.1,
    });
    // Today's bills, and the last 30 days' (2026-10-20 is older and carries none).
    expect(overview.takings).toEqual({
      today: { amount: 86.5, tables: 1 },
      period: { amount: 206.6, tables: 3, covers: 7 },
    });
  });
});

describe('reward analytics', () => {
  it('used in the period from the counters, active and total from the whole history, the latest usages', async () => {
    await new StatsBuilder()
      .add('r1', '2026-01-05', { vouchersIssued: 10, vouchersIssuedValue: 100, vouchersExpired: 2 })
      .add('r1', '2026-02-01', { vouchersUsed: 3, vouchersUsedValue: 30 })
      .add('r1', '2026-11-20', { vouchersUsed: 2, vouchersUsedValue: 25.5 })
      .write(store);
    const usage = (id: string, usedAt: string, restaurantId = 'r1') => ({
      id,
      rewardId: `w-${id}`,
      restaurantId,
      customerName: 'Léa',
      customerEmail: 'lea@exemple.fr',
      value: 10,
      usedAt,
    });
    const batch = store.batch();
    batch.set('rewardUsages/u1', usage('u1', '2026-11-20T10:00:00.000Z'));
    // A discount's use counts its euros; u1, an older gift use, stored its gift number as value: not money.
    batch.set('rewardUsages/u2', {
      ...usage('u2', '2026-11-20T12:00:00.000Z'),
      rewardType: 'discount',
      description: 'Bon de réduction 10,00 €',
    });
    batch.set('rewardUsages/old', usage('old', '2026-02-01T12:00:00.000Z'));
    batch.set('rewardUsages/other', usage('other', '2026-11-21T12:00:00.000Z', 'r2'));
    await batch.commit();
    const week = await loadRewardAnalytics(store, { restaurantId: 'r1', days: 7, now });
    expect(week).toEqual({
      days: 7,
      used: 2,
      usedValue: 25.5,
      active: 3,
      total: 10,
      recentUsages: [
        {
          id: 'u2',
          customerName: 'Léa',
          customerEmail: 'lea@exemple.fr',
          description: 'Bon de réduction 10,00 €',
          value: 10,
          usedAt: '2026-11-20T12:00:00.000Z',
        },
        {
          id: 'u1',
          customerName: 'Léa',
          customerEmail: 'lea@exemple.fr',
          description: '',
          value: null,
          usedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
  });
});

describe('e-mail report, log pages, runs and exports', () => {
  beforeEach(async () => {
    await new StatsBuilder()
      .add('r1', '2026-11-10', {
        emails: 10,
        emails_sent: 9,
        emails_failed: 1,
        emailsTracked: 8,
        emailsOpened: 4,
        emailsClicked: 2,
        emailsBounced: 1,
        emailType_confirmation: 7,
        emailType_login_code: 3,
        emailTypeFailed_login_code: 1,
        reservations: 3,
        covers: 9,
        covers_CANCELLED: 2,
      })
      .add('r1', '2026-10-25', { emails: 4, emails_sent: 4, emailType_confirmation: 4 })
      .write(store);
    const batch = store.batch();
    // 23:30 Paris on 30 November belongs to the 30th (22:30 UTC); 00:30 Paris on 1 December does not.
    batch.set(
      'email_logs/a',
      log('a', '2026-11-30T22:30:00.000Z', { reservationId: 'reservation-12345678' }),
    );
    batch.set(
      'email_logs/b',
      log('b', '2026-11-10T09:00:00.000Z', {
        type: 'login_code',
        status: 'failed',
        subject: 'Votre code : 987654',
      }),
    );
    batch.set('email_logs/c', log('c', '2026-11-10T09:00:00.000Z', { openedAt: '2026-11-10T10:15:00.000Z' }));
    batch.set('email_logs/d', log('d', '2026-11-05T08:00:00.000Z', { recipientEmail: 'x;"y"@exemple.fr' }));
    batch.set('email_logs/e', log('e', '2026-11-30T23:30:00.000Z'));
    batch.set('email_logs/f', log('f', '2026-11-06T08:00:00.000Z', { restaurantId: 'r2' }));
    const run = (id: string, executionDate: string, job = 'autoComplete', restaurantId = 'r1') => ({
      id,
      job,
      restaurantId,
      executionDate,
      status: 'completed',
      totalProcessed: 3,
      totalEmailed: 2,
    });
    batch.set('automatic_execution_logs/k1', run('k1', '2026-11-10'));
    batch.set('automatic_execution_logs/k2', run('k2', '2026-11-30'));
    batch.set('automatic_execution_logs/k3', run('k3', '2026-11-12', 'archive'));
    batch.set('automatic_execution_logs/k4', run('k4', '2026-10-20'));
    batch.set('automatic_execution_logs/k5', run('k5', '2026-11-11', 'autoComplete', 'r2'));
    await batch.commit();
  });

  it('computes cards, the previous period, trends, series, types and tracking', async () => {
    const report = await loadEmailReport(store, {
      restaurantId: 'r1',
      range: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(report.previousRange).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(report.cards).toEqual({
      sent: 10,
      successRate: 90,
      openRate: 50,
      clickRate: 25,
      automations: 2,
      tracked: 8,
      bounces: 1,
      errors: 1,
    });
    expect(report.previousCards).toMatchObject({ sent: 4, successRate: 100, automations: 1, tracked: 0 });
    expect(report.trends).toMatchObject({ sent: 150, successRate: -10, automations: 100, tracked: null });
    expect(report.series).toHaveLength(30);
    expect(report.series[9]).toEqual({ bucket: '2026-11-10', granularity: 'day', sent: 10, failed: 1 });
    expect(report.byType).toEqual([
      { type: 'confirmation', count: 7, failed: 0 },
      { type: 'login_code', count: 3, failed: 1 },
    ]);
    expect(report.tracking).toEqual({ openRate: 50, clickRate: 25, bounceRate: 10 });
    expect(
      await countCompletionRuns(store, {
        restaurantId: 'r1',
        range: { from: '2026-11-10', to: '2026-11-10' },
      }),
    ).toBe(1);
    const runs = await listCompletionRuns(store, { restaurantId: 'r1' });
    expect(runs.map((r) => r.id)).toEqual(['k2', 'k1', 'k4']);
  });

  it('pages the logs of a Paris range newest first, filtered, with a cursor', async () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    const first = await listEmailLogPage(store, { restaurantId: 'r1', range, pageSize: 2 });
    expect(first.rows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(first.next).toEqual(['2026-11-10T09:00:00.000Z', 'c']);
    const second = await listEmailLogPage(store, {
      restaurantId: 'r1',
      range,
      pageSize: 2,
      after: first.next,
    });
    expect(second.rows.map((r) => r.id)).toEqual(['b', 'd']);
    expect(second.next).toBeNull();
    const failed = await listEmailLogPage(store, {
      restaurantId: 'r1',
      range,
      filters: { status: 'failed' },
    });
    expect(failed.rows.map((r) => r.id)).toEqual(['b']);
    const typed = await listEmailLogPage(store, {
      restaurantId: 'r1',
      range,
      filters: { type: 'confirmation', status: 'sent' },
    });
    expect(typed.rows.map((r) => r.id)).toEqual(['a', 'c', 'd']);
  });

  it('exports the logs without subjects, and the figures day by day', async () => {
    const progress: [number, number][] = [];
    const csv = await exportEmailLogRows(store, {
      restaurantId: 'r1',
      range: { from: '2026-11-01', to: '2026-11-30' },
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(csv.split('\r\n')).toEqual([
      "\uFEFFType;Destinataire;Statut;Date d'envoi;Ouvert le;Cliqué le;Réservation",
      // The whole reservation id (issue 36, bug 15), not its last 8 characters.
      'Confirmation;a@exemple.fr;Envoyé;30/11/2026 23:30;;;reservation-12345678',
      'Confirmation;c@exemple.fr;Envoyé;10/11/2026 10:00;10/11/2026 11:15;;',
      'Code de connexion;b@exemple.fr;Échec;10/11/2026 10:00;;;',
      'Confirmation;"x;""y""@exemple.fr";Envoyé;05/11/2026 09:00;;;',
      '',
    ]);
    expect(csv).not.toContain('987654');
    expect(progress).toEqual([[4, 10]]);
    const figures = await exportFiguresCsv(store, {
      restaurantId: 'r1',
      range: { from: '2026-11-09', to: '2026-11-10' },
    });
    expect(figures.split('\r\n')).toEqual([
      '\uFEFFDate;Réservations;Couverts;Annulations;Refus;No-shows;Nouveaux clients;Avis;Bons émis;Bons utilisés;Valeur utilisée (€);E-mails envoyés;Échecs;Ouverts;Cliqués;Rebonds',
      '09/11/2026;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0',
      '10/11/2026;3;7;0;0;0;0;0;0;0;0;10;1;4;2;1',
      '',
    ]);
  });
});

describe('the « Demande reçue » mail in the log', () => {
  it('is named for what it is in the export and filtered apart from the confirmations (issue 48)', async () => {
    const batch = store.batch();
    batch.set(
      'email_logs/q1',
      log('q1', '2026-11-12T18:00:00.000Z', { restaurantId: 'r3', type: 'request_received' }),
    );
    batch.set('email_logs/q2', log('q2', '2026-11-13T18:00:00.000Z', { restaurantId: 'r3' }));
    await batch.commit();
    const range = { from: '2026-11-01', to: '2026-11-30' };
    const csv = await exportEmailLogRows(store, { restaurantId: 'r3', range });
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      'Confirmation;q2@exemple.fr;Envoyé;13/11/2026 19:00;;;',
      'Demande reçue;q1@exemple.fr;Envoyé;12/11/2026 19:00;;;',
    ]);
    const requests = await listEmailLogPage(store, {
      restaurantId: 'r3',
      range,
      filters: { type: 'request_received' },
    });
    expect(requests.rows.map((r) => r.id)).toEqual(['q1']);
  });
});

describe('restaurants overview', () => {
  it('tables and seats of the plan, today hours, expected covers against the capacity', async () => {
    const table = (id: string, capacity: number) => ({
      id,
      type: 'table',
      x: 0,
      y: 0,
      width: 1,
      height: 1,
      number: id,
      capacity,
    });
    const hours = (day: {
      closed: boolean;
      timeSlots: { time: string; enabled: boolean; maxCapacity: number }[];
    }) =>
      Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day]),
      );
    const open = hours({
      closed: false,
      timeSlots: ['12:00', '13:30', '19:00', '21:30'].map((time) => ({
        time,
        enabled: true,
        maxCapacity: 30,
      })),
    });
    const batch = store.batch();
    batch.set('restaurants/r1', {
      name: 'Au Bureau',
      slug: 'au-bureau',
      address: '1 rue A',
      emoji: '🍺',
      openingHours: open,
      maxCapacityPerDay: 80,
    });
    batch.set('restaurants/r2', {
      name: 'Bistrot',
      slug: 'bistrot',
      openingHours: hours({ closed: true, timeSlots: [] }),
      maxCapacityPerDay: 50,
    });
    batch.set('restaurantSettings/r1', { restaurantId: 'r1', openingHours: open, maxCapacityPerDay: 40 });
    batch.set('floorPlans/r1', {
      restaurantId: 'r1',
      rooms: [
        {
          id: 'a',
          name: 'Salle',
          elements: [
            table('1', 2),
            table('2', 4),
            { id: 'w', type: 'wall', x: 0, y: 0, width: 1, height: 1 },
          ],
        },
        { id: 'b', name: 'Terrasse', elements: [table('3', 6)] },
      ],
    });
    await batch.commit();
    await new StatsBuilder()
      .add('r1', '2026-11-24', {
        covers: 40,
        covers_CANCELLED: 4,
        covers_NO_SHOW: 2,
        svc_lunch_covers: 10,
        svc_dinner_covers: 24,
      })
      .add('r1', '2026-11-23', { covers: 99 })
      .write(store);
    // Requests « À confirmer » from today on: yesterday's and a confirmed one are not counted.
    const booking = (id: string, date: string, status: string) =>
      store.set(`reservations/${id}`, { restaurantId: 'r1', date, time: '20:00', partySize: 2, status });
    await booking('p1', '2026-11-24', 'PENDING');
    await booking('p2', '2026-12-02', 'PENDING');
    await booking('p3', '2026-11-23', 'PENDING');
    await booking('c1', '2026-11-24', 'CONFIRMED');
    const overview = await loadRestaurantsOverview(store, { restaurantIds: ['r2', 'r1', 'missing'], now });
    expect(overview.restaurants).toEqual([
      {
        id: 'r1',
        name: 'Au Bureau',
        emoji: '🍺',
        address: '1 rue A',
        tables: 3,
        seats: 12,
        todayHours: '12:00 – 13:30, 19:00 – 21:30',
        todayCovers: 34,
        capacity: 40,
        capacityBasis: 'day',
        occupancy: 85,
        todayByService: { lunch: 10, dinner: 24 },
        pendingRequests: 2,
      },
      {
        id: 'r2',
        name: 'Bistrot',
        emoji: '🍺',
        address: '',
        tables: 0,
        seats: 0,
        todayHours: 'Fermé',
        todayCovers: 0,
        capacity: 50,
        capacityBasis: 'day',
        occupancy: 0,
        todayByService: { lunch: 0, dinner: 0 },
        pendingRequests: 0,
      },
    ]);
    expect(overview.totals).toEqual({
      restaurants: 2,
      tables: 3,
      seats: 12,
      todayCovers: 34,
      capacity: 90,
      occupancy: 38,
      pendingRequests: 2,
    });
  });

  it('« Par tables »: the covers against the floor plan’s seats, not a daily figure (issue 48, defect 16)', async () => {
    const table = (id: string, capacity: number) => ({
      ...{ id, type: 'table', x: 0, y: 0, width: 1, height: 1, number: id, capacity },
    });
    const batch = store.batch();
    batch.set('restaurants/t1', { name: 'Par Tables', slug: 'par-tables', maxCapacityPerDay: 250 });
    batch.set('restaurantSettings/t1', {
      restaurantId: 't1',
      maxCapacityPerDay: 250,
      availabilityMode: 'tables',
    });
    batch.set('floorPlans/t1', {
      restaurantId: 't1',
      rooms: [{ id: 'a', name: 'Salle', elements: [table('1', 10), table('2', 10), table('3', 10)] }],
    });
    await batch.commit();
    await new StatsBuilder().add('t1', '2026-11-24', { covers: 18 }).write(store);
    const overview = await loadRestaurantsOverview(store, { restaurantIds: ['t1'], now });
    expect(overview.restaurants[0]).toMatchObject({
      seats: 30,
      todayCovers: 18,
      capacity: 30,
      capacityBasis: 'seats',
      occupancy: 60,
    });
    expect(overview.totals).toMatchObject({ todayCovers: 18, capacity: 30, occupancy: 60 });
  });
});
