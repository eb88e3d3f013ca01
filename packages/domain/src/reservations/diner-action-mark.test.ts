import { describe, expect, it } from 'vitest';
import { dinerActionMark } from './diner-action-mark';

const AT = '2026-11-20T10:00:00.000Z';

describe('dinerActionMark', () => {
  it('marks a booking the diner changed « Modifiée par le client », whatever its status since', () => {
    for (const status of ['PENDING', 'CONFIRMED', 'SEATED'] as const)
      expect(dinerActionMark({ reservation: { status, dinerChangedAt: AT } })).toEqual({
        kind: 'changed',
        label: 'Modifiée par le client',
        at: AT,
      });
  });

  it('marks a booking the diner cancelled « Annulée par le client » while it stays cancelled', () => {
    const later = '2026-11-21T09:00:00.000Z';
    expect(
      dinerActionMark({ reservation: { status: 'CANCELLED', dinerChangedAt: AT, dinerCancelledAt: later } }),
    ).toEqual({ kind: 'cancelled', label: 'Annulée par le client', at: later });
    // Put back by staff: the cancellation is no longer the booking's state.
    expect(dinerActionMark({ reservation: { status: 'CONFIRMED', dinerCancelledAt: later } })).toBeNull();
  });

  it('marks nothing the diner did not do', () => {
    expect(dinerActionMark({ reservation: { status: 'CANCELLED' } })).toBeNull();
    expect(dinerActionMark({ reservation: { status: 'CONFIRMED' } })).toBeNull();
  });
});
