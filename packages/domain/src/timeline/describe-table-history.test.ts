import { describe, expect, it } from 'vitest';
import { describeTableHistoryEntry, describeTablePlacement } from './describe-table-history';

describe('describeTableHistoryEntry', () => {
  it('says what a move changed, and which table the engine proposed or staff kept', () => {
    expect(
      describeTableHistoryEntry({
        entry: {
          kind: 'moved',
          move: {
            from: { tables: '3', time: '20:00', until: '21:30' },
            to: { tables: '1+2', time: '20:30', until: '22:30' },
          },
        },
      }),
    ).toBe('Déplacée : table 3, 20:00–21:30 → tables 1 + 2, 20:30–22:30');
    expect(describeTableHistoryEntry({ entry: { kind: 'table_proposed', tables: '4' } })).toBe(
      'Table proposée : 4',
    );
    expect(describeTableHistoryEntry({ entry: { kind: 'table_kept', tables: '6+7' } })).toBe(
      'Table proposée gardée : 6 + 7',
    );
    expect(describeTableHistoryEntry({ entry: { kind: 'bill' } })).toBeNull();
    expect(describeTableHistoryEntry({ entry: {} })).toBeNull();
  });

  it('names a booking that had no table', () => {
    expect(describeTablePlacement({ placement: { tables: '', time: '19:00', until: '20:30' } })).toBe(
      'sans table, 19:00–20:30',
    );
  });
});
