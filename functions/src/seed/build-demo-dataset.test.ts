import {
  RESERVATION_STATUSES,
  applyPointsDelta,
  computeLoyaltyLevelKey,
  countGiftsEarned,
  LOYALTY_LEVEL_KEYS,
  ReservationSchema,
  computeContrastRatio,
  DEFAULT_BRAND_COLOR,
  MIN_TEXT_CONTRAST,
} from '@app/domain';
import {
  customersCollection,
  loyaltyLedgerCollection,
  reservationsCollection,
  restaurantsCollection,
  reviewsCollection,
  rewardsCollection,
  toDocData,
} from '@app/data';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, type StaffWithUid } from './build-demo-dataset';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import { DEMO_STAFF } from './demo-staff';

const NOW = new Date('2026-11-22T08:30:00.000Z');
const STAFF: StaffWithUid[] = DEMO_STAFF.map((s, i) => ({ ...s, uid: `uid-${i}` }));
const data = buildDemoDataset({ now: NOW, staff: STAFF });
const configOf = (restaurantId: string) => DEMO_RESTAURANTS.find((r) => r.id === restaurantId)!.loyaltyConfig;

describe('buildDemoDataset', () => {
  it('is deterministic for the same day and accounts', () => {
    expect(buildDemoDataset({ now: NOW, staff: STAFF })).toEqual(data);
  });

  it('writes only documents the domain schemas accept', () => {
    for (const r of data.reservations) expect(() => toDocData(reservationsCollection, r.id, r)).not.toThrow();
    for (const c of data.customers) expect(() => toDocData(customersCollection, c.id, c)).not.toThrow();
    for (const r of data.restaurants) expect(() => toDocData(restaurantsCollection, r.id, r)).not.toThrow();
    for (const r of data.reviews) expect(() => toDocData(reviewsCollection, r.id, r)).not.toThrow();
    for (const v of data.vouchers) expect(() => toDocData(rewardsCollection, v.id, v)).not.toThrow();
    for (const e of data.ledger) expect(() => toDocData(loyaltyLedgerCollection, e.id, e)).not.toThrow();
  });

  it('has three venues with two rooms of twelve tables each', () => {
    expect(data.restaurants.map((r) => r.name)).toEqual(['Au Bureau', 'Le Petit Zinc', 'La Table du Port']);
    for (const plan of data.floorPlans) {
      expect(plan.rooms).toHaveLength(2);
      for (const room of plan.rooms) expect(room.elements.filter((e) => e.type === 'table')).toHaveLength(12);
    }
  });

  it('gives each venue its own brand colour, with white text readable on it', () => {
    const colours = data.restaurants.map((r) => r.brandColor ?? '');
    expect(new Set([...colours, DEFAULT_BRAND_COLOR]).size).toBe(colours.length + 1);
    for (const colour of colours) {
      expect(
        computeContrastRatio({ foreground: '#ffffff', background: colour }),
        colour,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('puts every status on today’s day view of every venue, and past and coming days around it', () => {
    for (const venue of data.restaurants) {
      const today = data.reservations.filter((r) => r.restaurantId === venue.id && r.date === '2026-11-22');
      if (venue.id === 'rest-bureau')
        expect(new Set(today.map((r) => r.status))).toEqual(new Set(RESERVATION_STATUSES));
      const mine = data.reservations.filter((r) => r.restaurantId === venue.id);
      expect(mine.some((r) => r.date < '2026-11-22')).toBe(true);
      expect(mine.some((r) => r.date > '2026-11-22')).toBe(true);
    }
    expect(new Set(data.reservations.map((r) => r.id)).size).toBe(data.reservations.length);
    expect(data.reservations.every((r) => ReservationSchema.safeParse(r).success)).toBe(true);
  });

  it('has diners at every loyalty level at every venue', () => {
    for (const venue of data.restaurants) {
      const levels = new Set(
        data.customers
          .filter((c) => c.restaurantStats[venue.id])
          .map((c) =>
            computeLoyaltyLevelKey({
              points: c.restaurantStats[venue.id]!.points,
              levels: configOf(venue.id).levels,
            }),
          ),
      );
      expect([...levels].sort()).toEqual([...LOYALTY_LEVEL_KEYS].sort());
    }
  });

  it('keeps every balance equal to its ledger replayed in order with the floor at 0', () => {
    for (const customer of data.customers) {
      for (const [restaurantId, stats] of Object.entries(customer.restaurantStats)) {
        const entries = data.ledger
          .filter((e) => e.customerId === customer.id && e.restaurantId === restaurantId)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        const replayed = entries.reduce((balance, e) => applyPointsDelta({ balance, delta: e.delta }), 0);
        expect(replayed).toBe(stats.points);
        expect(entries.at(-1)?.balanceAfter ?? 0).toBe(stats.points);
        // Entries record the change actually applied, so they add up to the balance.
        expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBeCloseTo(stats.points, 5);
      }
      const total = Object.values(customer.restaurantStats).reduce((s, x) => s + x.points, 0);
      expect(customer.loyaltyPoints).toBeCloseTo(total, 5);
    }
    expect(new Set(data.ledger.map((e) => e.id)).size).toBe(data.ledger.length);
  });

  it('counts each customer’s reservations and gives everyone a last visit for the customer file order', () => {
    for (const customer of data.customers) {
      const mine = data.reservations.filter((r) => r.customerEmail === customer.email);
      expect(customer.totalReservations).toBe(mine.length);
      expect(customer.lastVisit).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(customer.restaurantIds).toEqual([...new Set(mine.map((r) => r.restaurantId))].sort());
    }
  });

  it('claims only vouchers the points allow, some used with a usage record, some active', () => {
    expect(data.vouchers.some((v) => v.status === 'active')).toBe(true);
    expect(data.vouchers.some((v) => v.status === 'used')).toBe(true);
    expect(new Set(data.vouchers.map((v) => v.barcode)).size).toBe(data.vouchers.length);
    for (const voucher of data.vouchers) {
      const customer = data.customers.find((c) => c.id === voucher.customerId)!;
      const points = customer.restaurantStats[voucher.restaurantId]!.points;
      const earned = countGiftsEarned({ points, giftInterval: configOf(voucher.restaurantId).giftInterval });
      expect(voucher.giftNumber!).toBeLessThanOrEqual(earned);
      expect(voucher.barcode).toMatch(/^REWARD:3\d{8}$/);
      expect(data.usages.some((u) => u.rewardId === voucher.id)).toBe(voucher.status === 'used');
    }
  });

  it('dates nothing in the future except coming reservations', () => {
    const nowIso = NOW.toISOString();
    for (const r of data.reservations) expect(r.createdAt <= nowIso).toBe(true);
    for (const r of data.reviews) expect(r.createdAt <= nowIso).toBe(true);
    for (const e of data.ledger) expect(e.createdAt <= nowIso).toBe(true);
    for (const l of data.emailLogs) expect(l.sentAt <= nowIso).toBe(true);
  });

  it('has e-mail logs in every state and automation runs including a partial one', () => {
    expect(new Set(data.emailLogs.map((l) => l.status))).toEqual(new Set(['sent', 'failed']));
    expect(data.emailLogs.some((l) => l.openedAt)).toBe(true);
    expect(data.runLogs.some((l) => l.status === 'partial')).toBe(true);
    expect(data.runLogs.length).toBe(21);
  });
});
