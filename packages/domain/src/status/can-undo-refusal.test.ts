import { describe, expect, it } from 'vitest';
import { canUndoRefusal } from './can-undo-refusal';

const at = '2026-11-22T10:00:00.000Z';
const refused = { status: 'CANCELLED', refusal: { at } };
const after = (ms: number) => new Date(Date.parse(at) + ms);

describe('canUndoRefusal', () => {
  it('allows an undo for less than 30 seconds after the refusal', () => {
    expect(canUndoRefusal({ reservation: refused, now: after(0) })).toBe(true);
    expect(canUndoRefusal({ reservation: refused, now: after(29_999) })).toBe(true);
    expect(canUndoRefusal({ reservation: refused, now: after(30_000) })).toBe(false);
    expect(canUndoRefusal({ reservation: refused, now: after(3_600_000) })).toBe(false);
  });

  it('allows it only while the reservation is still that refusal', () => {
    expect(canUndoRefusal({ reservation: { status: 'CANCELLED' }, now: after(1000) })).toBe(false);
    expect(canUndoRefusal({ reservation: { status: 'PENDING', refusal: { at } }, now: after(1000) })).toBe(
      false,
    );
    expect(
      canUndoRefusal({ reservation: { status: 'CANCELLED', refusal: { at: 'hier' } }, now: after(1000) }),
    ).toBe(false);
  });
});
