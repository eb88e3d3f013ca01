import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG } from '../loyalty';
import { computeLoyaltyDistribution, computeLoyaltyRate } from './compute-loyalty-distribution';
import { computeOccupancyColor } from './compute-occupancy-color';
import { computePercentage } from './compute-percentage';
import { computeReservationAnalytics } from './compute-reservation-analytics';
import { countNewCustomers } from './count-new-customers';
import { countReservationsPerDay } from './count-reservations-per-day';
import { formatRank, rankTopCustomers } from './rank-top-customers';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('small figures', () => {
  it('computes percentages with one decimal', () => {
    expect(computePercentage({ part: 1, total: 3 })).toBe(33.3);
    expect(computePercentage({ part: 2, total: 3 })).toBe(66.7);
    expect(computePercentage({ part: 5, total: 0 })).toBe(0);
  });

  it('colours occupancy at 90 and 70', () => {
    expect([95, 90, 89.9, 70, 69, 0].map((percent) => computeOccupancyColor({ percent }))).toEqual([
      'red',
      'red',
      'orange',
      'orange',
      'green',
      'green',
    ]);
  });

  it('counts customers created in the last 30 days', () => {
    const customers = [
      { createdAt: '2026-11-01T00:00:00.000Z' },
      { createdAt: '2026-10-23T09:00:00.000Z' },
      { createdAt: 'x' },
      {},
      { createdAt: '2026-12-01T00:00:00.000Z' },
    ];
    expect(countNewCustomers({ customers, now })).toBe(1);
    expect(countNewCustomers({ customers, now, days: 31 })).toBe(2);
  });
});

describe('countReservationsPerDay', () => {
  it('lists the last 7 Paris days with their counts', () => {
    const result = countReservationsPerDay({
      reservations: [
        { date: '2026-11-22' },
        { date: '2026-11-22' },
        { date: '2026-11-16' },
        { date: '2026-11-15' },
      ],
      now,
    });
    expect(result.map((d) => d.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(result.map((d) => d.count)).toEqual([1, 0, 0, 0, 0, 0, 2]);
    expect(result[0]?.label).toBe('lun.');
    expect(result[6]?.label).toBe('dim.');
  });
});

describe('loyalty figures', () => {
  const customers = [
    { loyaltyPoints: 0 },
    { loyaltyPoints: 50 },
    { loyaltyPoints: 120 },
    { loyaltyPoints: 1500 },
    {},
  ];
  it('distributes customers over the restaurant scale', () => {
    expect(computeLoyaltyDistribution({ customers, levels: DEFAULT_LOYALTY_CONFIG.levels })).toEqual([
      { key: 'new', status: 'Nouveau', count: 3 },
      { key: 'bronze', status: 'Bronze', count: 1 },
      { key: 'silver', status: 'Argent', count: 0 },
      { key: 'gold', status: 'Or', count: 0 },
      { key: 'diamond', status: 'Ultra VIP', count: 1 },
    ]);
  });
  it('gives the loyalty rate with one decimal', () => {
    expect(computeLoyaltyRate({ customers })).toBe(60);
    expect(computeLoyaltyRate({ customers: [{ loyaltyPoints: 1 }, {}, {}] })).toBe(33.3);
    expect(computeLoyaltyRate({ customers: [] })).toBe(0);
  });
  it('ranks the top 10 by points, then reservations', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      loyaltyPoints: i * 10,
      totalReservations: 0,
    }));
    many.push({ id: 99, loyaltyPoints: 110, totalReservations: 5 });
    const top = rankTopCustomers({ customers: many });
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3).map((c) => c.id)).toEqual([99, 11, 10]);
    expect([1, 2, 3, 4].map((rank) => formatRank({ rank }))).toEqual(['🥇', '🥈', '🥉', '#4']);
  });
});

describe('computeReservationAnalytics', () => {
  it('computes sources, rates and averages', () => {
    const reservations = [
      { status: 'COMPLETED', source: 'online', date: '2026-11-20' },
      { status: 'NO_SHOW', createdBy: 'staff-uid', date: '2026-11-20' },
      { status: 'cancelled', date: '2026-11-21' },
      { status: 'CONFIRMED', source: 'admin', createdBy: 'staff-uid', date: '2026-11-21' },
      { status: 'VISIT_DECLARED', source: 'tablet_declaration', date: '2026-11-22' },
    ];
    expect(computeReservationAnalytics({ reservations, reviewCount: 2 })).toEqual({
      totalReservations: 5,
      clientReservations: 3,
      adminReservations: 2,
      noShowRate: 20,
      cancellationRate: 20,
      refusalRate: 0,
      averageReservationsPerDay: 1.7,
      averageReviewsPerReservation: 0.4,
    });
    expect(computeReservationAnalytics({ reservations: [], reviewCount: 0 })).toMatchObject({
      refusalRate: 0,
      averageReservationsPerDay: 0,
      averageReviewsPerReservation: 0,
      noShowRate: 0,
    });
  });

  it('counts refused requests as refusals, not cancellations', () => {
    const refusal = { reason: 'full', text: 'Complet', at: '2026-11-20T10:00:00.000Z', by: 'u1' };
    const reservations = [
      { status: 'CANCELLED', date: '2026-11-20', refusal },
      { status: 'CANCELLED', date: '2026-11-20', refusal },
      { status: 'CANCELLED', date: '2026-11-20' },
      { status: 'COMPLETED', date: '2026-11-20' },
    ];
    expect(computeReservationAnalytics({ reservations, reviewCount: 0 })).toMatchObject({
      cancellationRate: 25,
      refusalRate: 50,
    });
  });
});
