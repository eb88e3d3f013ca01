import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES, type ReservationStatus } from '../schemas';
import {
  canChangeStatus,
  canCustomerCancel,
  canMarkCompleted,
  isAutoCompletable,
} from './status-transitions';

const pairs = RESERVATION_STATUSES.flatMap((from) => RESERVATION_STATUSES.map((to) => [from, to] as const));
const allowed = (actor: 'staff' | 'customer' | 'system') =>
  pairs.filter(([from, to]) => canChangeStatus({ actor, from, to })).map(([f, t]) => `${f}>${t}`);

describe('status transitions per actor', () => {
  it('lets staff set any main status from any state except a visit declaration', () => {
    const staff = allowed('staff');
    expect(staff).toContain('COMPLETED>CONFIRMED');
    expect(staff).toContain('CANCELLED>SEATED');
    expect(staff).toContain('NO_SHOW>PENDING');
    expect(staff.some((p) => p.endsWith('>VISIT_DECLARED'))).toBe(false);
    expect(staff.some((p) => p.startsWith('VISIT_DECLARED>'))).toBe(false);
    expect(staff.some((p) => p.split('>')[0] === p.split('>')[1])).toBe(false);
    // 6 sources × 5 other settable targets.
    expect(staff).toHaveLength(30);
  });

  it('lets customers cancel only a confirmed reservation', () => {
    expect(allowed('customer')).toEqual(['CONFIRMED>CANCELLED']);
    expect(canCustomerCancel('CONFIRMED')).toBe(true);
    expect(canCustomerCancel('PENDING')).toBe(false);
  });

  it('lets the system only complete confirmed or seated reservations', () => {
    expect(allowed('system')).toEqual(['CONFIRMED>COMPLETED', 'SEATED>COMPLETED']);
  });

  it('offers "Marquer comme terminée" on SEATED only', () => {
    expect(RESERVATION_STATUSES.filter((s: ReservationStatus) => canMarkCompleted(s))).toEqual(['SEATED']);
  });

  it('auto-completes past confirmed or seated reservations only', () => {
    expect(isAutoCompletable({ status: 'CONFIRMED', date: '2026-11-21', today: '2026-11-22' })).toBe(true);
    expect(isAutoCompletable({ status: 'SEATED', date: '2025-12-31', today: '2026-01-01' })).toBe(true);
    expect(isAutoCompletable({ status: 'CONFIRMED', date: '2026-11-22', today: '2026-11-22' })).toBe(false);
    expect(isAutoCompletable({ status: 'PENDING', date: '2026-11-01', today: '2026-11-22' })).toBe(false);
  });
});
