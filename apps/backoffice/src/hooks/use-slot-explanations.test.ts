import { describe, expect, it } from 'vitest';
import { isSlotUnderPressure, type ExplainedSlot } from './use-slot-explanations';

function slot(overrides: Partial<ExplainedSlot['explanation']>, open = true): ExplainedSlot {
  return {
    explanation: {
      ...{ time: '20:00', service: 'dinner', mode: 'covers', passed: false, dateClosed: false },
      ...{ closedBy: null, coversBooked: 0, coversPending: 0, capacity: 30, remaining: 30 },
      ...{ seatableSizes: [], decision: null },
      ...overrides,
    },
    text: { headline: '', open, lines: [] },
  };
}

describe('isSlotUnderPressure', () => {
  it('« Par couverts »: full, or a fifth of its covers or less left', () => {
    expect(isSlotUnderPressure({ slot: slot({ remaining: 0 }, false), maxOnline: 8 })).toBe(true);
    expect(isSlotUnderPressure({ slot: slot({ remaining: 6 }), maxOnline: 8 })).toBe(true);
    expect(isSlotUnderPressure({ slot: slot({ remaining: 7 }), maxOnline: 8 })).toBe(false);
  });

  it('« Par tables »: some party sizes no longer seated online', () => {
    const tables = { mode: 'tables' as const };
    expect(
      isSlotUnderPressure({ slot: slot({ ...tables, seatableSizes: [1, 2, 3, 4] }), maxOnline: 4 }),
    ).toBe(false);
    expect(isSlotUnderPressure({ slot: slot({ ...tables, seatableSizes: [1, 2] }), maxOnline: 4 })).toBe(
      true,
    );
    expect(isSlotUnderPressure({ slot: slot({ ...tables, seatableSizes: [] }, false), maxOnline: 4 })).toBe(
      true,
    );
  });

  it('always for a slot staff closed, never for one passed or a day closed online', () => {
    expect(isSlotUnderPressure({ slot: slot({ closedBy: { by: 'Marie D.' } }, false), maxOnline: 8 })).toBe(
      true,
    );
    expect(isSlotUnderPressure({ slot: slot({ passed: true, remaining: 0 }, false), maxOnline: 8 })).toBe(
      false,
    );
    expect(isSlotUnderPressure({ slot: slot({ dateClosed: true }, false), maxOnline: 8 })).toBe(false);
  });
});
