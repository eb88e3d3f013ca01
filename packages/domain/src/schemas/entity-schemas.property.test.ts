import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CampaignTrackingEventSchema } from './campaign';
import { ClosedTimeSlotsSchema } from './closed-time-slots';
import { CustomerSchema } from './customer';
import { FloorPlanSchema } from './floor-plan';
import { LoyaltyLedgerEntrySchema } from './loyalty-ledger-entry';
import { AutomationRunLogSchema } from './mail';
import { normalizeReservationStatus, RESERVATION_STATUSES } from './reservation-status';
import { ReservationSchema } from './reservation';
import { RestaurantSchema } from './restaurant';
import { ReviewSchema } from './review';
import { RewardUsageSchema, RewardVoucherSchema } from './reward';
import { InvitationSchema, StaffUserSchema } from './staff-user';

const at = '2026-11-22T10:00:00.000Z';
const two = (n: number) => String(n).padStart(2, '0');

const reservation = {
  id: 'r1',
  restaurantId: 'rest-1',
  date: '2026-12-16',
  time: '19:30',
  partySize: 2,
  status: 'CONFIRMED',
  createdAt: at,
};

const table = { id: 't1', type: 'table', x: 10, y: 10, width: 60, height: 60, number: '4', capacity: 4 };
const plan = (element: Record<string, unknown>) => ({
  restaurantId: 'rest-1',
  rooms: [{ id: 'room', name: 'Salle 1', elements: [element] }],
});

/** Any number that is not an integer of at least 1. */
const notAPartySize = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
);

describe('entity schemas reject what the specs call invalid (properties)', () => {
  it('reservation: party size is an integer of at least 1', () => {
    fc.assert(
      fc.property(notAPartySize, (partySize) => {
        expect(ReservationSchema.safeParse({ ...reservation, partySize }).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (partySize) => {
        expect(ReservationSchema.safeParse({ ...reservation, partySize }).success).toBe(true);
      }),
    );
  });

  it('reservation: time is HH:MM up to 23:59 and date a real calendar day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m) => {
        const ok = h < 24 && m < 60;
        expect(ReservationSchema.safeParse({ ...reservation, time: `${two(h)}:${two(m)}` }).success).toBe(ok);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 33 }),
        (y, mo, d) => {
          const date = `${y}-${two(mo)}-${two(d)}`;
          const real = mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
          expect(ReservationSchema.safeParse({ ...reservation, date }).success).toBe(real);
        },
      ),
    );
  });

  it('reservation: an unknown status is refused; every known spelling is stored upper case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (status) => {
        const known = normalizeReservationStatus(status);
        const result = ReservationSchema.safeParse({ ...reservation, status });
        expect(result.success).toBe(known !== undefined);
        if (result.success) expect(RESERVATION_STATUSES).toContain(result.data.status);
      }),
    );
  });

  it('review: rating is an integer from 1 to 5', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double({ min: -10, max: 10, noNaN: true })),
        (rating) => {
          const ok = Number.isInteger(rating) && rating >= 1 && rating <= 5;
          expect(ReviewSchema.safeParse({ id: 'v', restaurantId: 'r', rating, createdAt: at }).success).toBe(
            ok,
          );
        },
      ),
    );
  });

  it('voucher and usage: status active, used or expired; value never negative', () => {
    const voucher = {
      id: 'w',
      restaurantId: 'r',
      rewardType: 'gift',
      value: 2,
      barcode: 'REWARD:312345602',
      status: 'active',
      createdAt: at,
    };
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (status) => {
        const ok = ['active', 'used', 'expired'].includes(status);
        expect(RewardVoucherSchema.safeParse({ ...voucher, status }).success).toBe(ok);
      }),
    );
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(RewardVoucherSchema.safeParse({ ...voucher, value }).success).toBe(false);
        expect(
          RewardUsageSchema.safeParse({ id: 'u', rewardId: 'w', restaurantId: 'r', value, usedAt: at })
            .success,
        ).toBe(false);
      }),
    );
  });

  it('customer: a balance is any finite number, below 0 included (issue 49: points taken back after they were spent)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (points) => {
        expect(CustomerSchema.safeParse({ id: 'c', createdAt: at, loyaltyPoints: points }).success).toBe(
          true,
        );
        expect(
          CustomerSchema.safeParse({ id: 'c', createdAt: at, restaurantStats: { r: { points } } }).success,
        ).toBe(true);
      }),
    );
    for (const points of [Number.NaN, Number.POSITIVE_INFINITY])
      expect(
        CustomerSchema.safeParse({ id: 'c', createdAt: at, restaurantStats: { r: { points } } }).success,
      ).toBe(false);
  });

  it('floor plan: coordinates never below 0, sizes positive, table capacity at least 1, at least one room', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (x, width) => {
          expect(FloorPlanSchema.safeParse(plan({ ...table, x })).success).toBe(x >= 0);
          expect(FloorPlanSchema.safeParse(plan({ ...table, width })).success).toBe(width > 0);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (capacity) => {
        expect(FloorPlanSchema.safeParse(plan({ ...table, capacity })).success).toBe(capacity >= 1);
      }),
    );
    expect(FloorPlanSchema.safeParse({ restaurantId: 'rest-1', rooms: [] }).success).toBe(false);
  });

  it('closed slots hold only HH:MM times', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (time) => {
        const ok = /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
        expect(
          ClosedTimeSlotsSchema.safeParse({ restaurantId: 'r', date: '2026-11-22', dinner: [time] }).success,
        ).toBe(ok);
      }),
    );
  });

  it('restaurant: booking delay 0–72 h, online maximum 1–50, daily capacity at least 1', () => {
    const restaurant = { id: 'r', name: 'Au Bureau', slug: 'au-bureau' };
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), (n) => {
        expect(RestaurantSchema.safeParse({ ...restaurant, bookingCutoffHours: n }).success).toBe(
          n >= 0 && n <= 72,
        );
        expect(RestaurantSchema.safeParse({ ...restaurant, maxOnlineReservation: n }).success).toBe(
          n >= 1 && n <= 50,
        );
        expect(RestaurantSchema.safeParse({ ...restaurant, maxCapacityPerDay: n }).success).toBe(n >= 1);
      }),
    );
  });

  it('staff users and invitations: only staff roles, a valid e-mail', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (role) => {
        const ok = ['master_admin', 'admin_full', 'admin'].includes(role);
        expect(StaffUserSchema.safeParse({ id: 'u', email: 'a@b.fr', role, createdAt: at }).success).toBe(ok);
        const invitation = {
          id: 'i',
          token: 't',
          name: 'Ana',
          email: 'a@b.fr',
          role,
          createdAt: at,
          expiresAt: at,
        };
        expect(InvitationSchema.safeParse(invitation).success).toBe(ok);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((s) => !s.includes('@')),
        (email) => {
          expect(StaffUserSchema.safeParse({ id: 'u', email, role: 'admin', createdAt: at }).success).toBe(
            false,
          );
        },
      ),
    );
  });

  it('ledger entries have a known type; automation success rates stay within 0–100; tracking ip is always « unknown »', () => {
    const entry = { id: 'e', customerId: 'c', restaurantId: 'r', delta: 5, type: 'review', createdAt: at };
    fc.assert(
      fc.property(fc.string({ maxLength: 22 }), (type) => {
        const ok = [
          'reservation_completed',
          'amount_spent',
          'review',
          'cancellation',
          'no_show',
          'walk_in',
          'adjustment',
          'discount_voucher',
        ].includes(type);
        expect(LoyaltyLedgerEntrySchema.safeParse({ ...entry, type }).success).toBe(ok);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (successRate) => {
        const log = {
          id: 'a',
          restaurantId: 'r',
          executionDate: '2026-11-22',
          status: 'completed',
          successRate,
        };
        expect(AutomationRunLogSchema.safeParse(log).success).toBe(successRate >= 0 && successRate <= 100);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 15 }), (ip) => {
        const event = { id: 't', campaignId: 'c', action: 'click', timestamp: at, ip };
        expect(CampaignTrackingEventSchema.safeParse(event).success).toBe(ip === 'unknown');
      }),
    );
  });
});
