import { describe, expect, it } from 'vitest';
import { canUndoConfirmation } from './can-undo-confirmation';

describe('canUndoConfirmation', () => {
  const at = '2026-11-28T19:00:00.000Z';
  const confirmed = { status: 'CONFIRMED', confirmation: { at } };
  const after = (ms: number) => new Date(Date.parse(at) + ms);

  it('allows the undo for 30 seconds after a staff confirmation', () => {
    expect(canUndoConfirmation({ reservation: confirmed, now: after(0) })).toBe(true);
    expect(canUndoConfirmation({ reservation: confirmed, now: after(29_999) })).toBe(true);
    expect(canUndoConfirmation({ reservation: confirmed, now: after(30_000) })).toBe(false);
  });

  it('refuses once the booking moved on or was never confirmed by staff', () => {
    expect(canUndoConfirmation({ reservation: { ...confirmed, status: 'SEATED' }, now: after(1) })).toBe(
      false,
    );
    expect(canUndoConfirmation({ reservation: { status: 'CONFIRMED' }, now: after(1) })).toBe(false);
    expect(
      canUndoConfirmation({ reservation: { status: 'CONFIRMED', confirmation: { at: 'x' } }, now: after(1) }),
    ).toBe(false);
  });
});
