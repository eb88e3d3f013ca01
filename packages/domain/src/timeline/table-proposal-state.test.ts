import { describe, expect, it } from 'vitest';
import { canProposeTables, isTableProposal } from './table-proposal-state';

const at = '2026-11-21T09:00:00.000Z';

describe('isTableProposal', () => {
  it('is the engine’s untouched proposal of the tables stored', () => {
    expect(isTableProposal({ tableId: '4', tableProposal: { tables: '4', at } })).toBe(true);
    expect(isTableProposal({ tableId: '5', tableProposal: { tables: '4', at } })).toBe(false);
    expect(
      isTableProposal({ tableId: '4', tableProposal: { tables: '4', at }, tableLock: { by: 'u', at } }),
    ).toBe(false);
    expect(isTableProposal({ tableId: '', tableProposal: { tables: '', at } })).toBe(false);
    expect(isTableProposal({ tableId: '4' })).toBe(false);
  });
});

describe('canProposeTables', () => {
  const base = { status: 'CONFIRMED' as const, archived: false, tableId: '' };
  it('lets the engine seat a confirmed booking without a table that staff never touched', () => {
    expect(canProposeTables(base)).toBe(true);
    expect(canProposeTables({ ...base, tableLock: { by: 'u', at } })).toBe(false);
    expect(canProposeTables({ ...base, tableId: '3' })).toBe(false);
    expect(canProposeTables({ ...base, status: 'PENDING' })).toBe(false);
    expect(canProposeTables({ ...base, archived: true })).toBe(false);
  });
});
