import { describe, expect, it } from 'vitest';
import { buildLedgerEntryId } from './build-ledger-entry-id';

describe('buildLedgerEntryId', () => {
  it('gives one id per fact', () => {
    expect(buildLedgerEntryId({ key: { type: 'reservation_completed', reservationId: 'r1' } })).toBe(
      'reservation:r1:completed',
    );
    expect(buildLedgerEntryId({ key: { type: 'amount_spent', reservationId: 'r1' } })).toBe(
      'reservation:r1:spend',
    );
    expect(buildLedgerEntryId({ key: { type: 'amount_spent', reservationId: 'r1', revision: 1 } })).toBe(
      'reservation:r1:spend',
    );
    expect(buildLedgerEntryId({ key: { type: 'amount_spent', reservationId: 'r1', revision: 3 } })).toBe(
      'reservation:r1:spend:3',
    );
    expect(buildLedgerEntryId({ key: { type: 'discount_voucher', voucherId: 'discount_r_x' } })).toBe(
      'reward:discount_r_x:points',
    );
    expect(buildLedgerEntryId({ key: { type: 'cancellation', reservationId: 'r1' } })).toBe(
      'reservation:r1:cancelled',
    );
    expect(buildLedgerEntryId({ key: { type: 'no_show', reservationId: 'r1' } })).toBe(
      'reservation:r1:no_show',
    );
    expect(buildLedgerEntryId({ key: { type: 'review', reservationId: 'r1' } })).toBe('review:r1');
    expect(buildLedgerEntryId({ key: { type: 'voucher_refund', voucherId: 'discount_r_x' } })).toBe(
      'reward:discount_r_x:refund',
    );
  });

  it('numbers the later moves of a status effect, keeping the first id as it was', () => {
    const ids = [1, 2, 3].map((revision) =>
      buildLedgerEntryId({ key: { type: 'reservation_completed', reservationId: 'r1', revision } }),
    );
    expect(ids).toEqual([
      'reservation:r1:completed',
      'reservation:r1:completed:2',
      'reservation:r1:completed:3',
    ]);
    expect(buildLedgerEntryId({ key: { type: 'cancellation', reservationId: 'r1', revision: 2 } })).toBe(
      'reservation:r1:cancelled:2',
    );
    expect(buildLedgerEntryId({ key: { type: 'no_show', reservationId: 'r1', revision: 4 } })).toBe(
      'reservation:r1:no_show:4',
    );
  });

  it('identifies a visit by restaurant, customer and time', () => {
    const key = { restaurantId: 'resto', customerId: 'jean@x.fr', timestamp: '2026-11-22T10:00:00.000Z' };
    expect(buildLedgerEntryId({ key: { type: 'walk_in', ...key } })).toBe(
      'visit:resto:jean@x.fr:2026-11-22T10:00:00.000Z',
    );
    expect(buildLedgerEntryId({ key: { type: 'adjustment', ...key } })).toBe(
      'adjustment:resto:jean@x.fr:2026-11-22T10:00:00.000Z',
    );
  });

  it('never produces a path separator', () => {
    const id = buildLedgerEntryId({
      key: { type: 'walk_in', restaurantId: 'r', customerId: 'A/B_0601', timestamp: 't' },
    });
    expect(id).toBe('visit:r:A_B_0601:t');
  });
});
