import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recountLedgerBalance } from './recount-ledger-balance';

describe('recountLedgerBalance', () => {
  it('sums what each entry applied, below 0 included', () => {
    const entries = [
      { id: 'reservation:r2:no_show', delta: -5, createdAt: '2026-11-02T10:00:00.000Z' },
      { id: 'reservation:r1:completed', delta: 5, createdAt: '2026-11-01T10:00:00.000Z' },
      { id: 'reward:v1:points', delta: -100, createdAt: '2026-11-03T10:00:00.000Z' },
      { id: 'review:r1', delta: 5, createdAt: '2026-11-03T10:00:00.000Z' },
    ];
    expect(recountLedgerBalance({ entries })).toBe(-95);
  });

  it('counts each id once', () => {
    const entry = { id: 'reservation:r1:completed', delta: 5, createdAt: '2026-11-01T10:00:00.000Z' };
    expect(recountLedgerBalance({ entries: [entry, entry, { ...entry }] })).toBe(5);
  });

  it('keeps one decimal and gives 0 for an empty ledger', () => {
    expect(recountLedgerBalance({ entries: [] })).toBe(0);
    expect(
      recountLedgerBalance({
        entries: [
          { id: 'a', delta: 0.1, createdAt: 't1' },
          { id: 'b', delta: 0.2, createdAt: 't2' },
        ],
      }),
    ).toBe(0.3);
  });

  it('does not depend on the input order (property)', () => {
    const entry = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      delta: fc.integer({ min: -600, max: 200 }).map((tenths) => tenths / 10),
      createdAt: fc.constantFrom('2026-01-01', '2026-01-02', '2026-01-03'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 20 }), (entries) => {
        const balance = recountLedgerBalance({ entries });
        expect(recountLedgerBalance({ entries: [...entries].reverse() })).toBe(balance);
      }),
    );
  });
});
