import { describe, expect, it } from 'vitest';
import type { FloorTable, FloorTables } from './floor-tables';
import { isTableFree, pickBestFits, type FitDay } from './pick-best-fits';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const t = (number: string, maxSeats: number, extra: Partial<FloorTable> = {}): FloorTable => ({
  number,
  minSeats: 1,
  maxSeats,
  online: true,
  ...extra,
});

function dayOf(floor: FloorTables, holds: Record<string, [number, number][]> = {}): FitDay {
  return {
    floor,
    bands: DEFAULT_TABLE_DURATION_BANDS,
    holds: new Map(
      Object.entries(holds).map(([table, list]) => [table, list.map(([start, end]) => ({ start, end }))]),
    ),
  };
}

const H20 = 20 * 60;
const labels = (fits: { tables: readonly string[] }[]) => fits.map((fit) => fit.tables.join('+'));

describe('isTableFree', () => {
  it('takes a window that touches a hold as free and one that overlaps it by a minute as taken', () => {
    const day = dayOf({ tables: [t('1', 2)], groups: [] }, { '1': [[H20, H20 + 90]] });
    expect(isTableFree({ day, table: '1', start: H20 + 90, end: H20 + 180 })).toBe(true);
    expect(isTableFree({ day, table: '1', start: H20 - 90, end: H20 })).toBe(true);
    expect(isTableFree({ day, table: '1', start: H20 + 89, end: H20 + 180 })).toBe(false);
    expect(isTableFree({ day, table: '1', start: H20 - 90, end: H20 + 1 })).toBe(false);
    expect(isTableFree({ day, table: '9', start: 0, end: 1440 })).toBe(true);
  });
});

describe('pickBestFits', () => {
  const floor: FloorTables = {
    tables: [t('10', 6), t('4', 4), t('2', 2), t('5', 4), t('12', 8, { online: false })],
    groups: [{ id: 'g', tables: ['4', '5'], minSeats: 5, maxSeats: 8, online: true }],
  };
  const pick = (partySize: number, online = true, holds = {}) =>
    labels(pickBestFits({ day: dayOf(floor, holds), partySize, start: H20, end: H20 + 120, online }));

  it('ranks the fewest seats first, a single table before joined ones, then by table number', () => {
    // The group is kept for 5 and more online.
    expect(pick(2)).toEqual(['2', '4', '5', '10']);
    expect(pick(5)).toEqual(['10', '4+5']);
    expect(pick(7)).toEqual(['4+5']);
    expect(pick(9)).toEqual([]);
  });

  it('between equal tables, keeps joinable ones free while their group could still be formed', () => {
    const joinable: FloorTables = {
      tables: [t('1', 4), t('2', 4), t('3', 4)],
      groups: [{ id: 'g12', tables: ['1', '2'], minSeats: 1, maxSeats: 8, online: true }],
    };
    const fits = (holds: Record<string, [number, number][]> = {}) =>
      labels(
        pickBestFits({ day: dayOf(joinable, holds), partySize: 4, start: H20, end: H20 + 120, online: true }),
      );
    // Table 3 belongs to no group: a party of 4 there leaves 1 + 2 for a party of 8.
    expect(fits()).toEqual(['3', '1', '2', '1+2']);
    // Table 2 is taken for the evening: the group cannot be formed, so 1 is as good as 3 (by number).
    expect(fits({ '2': [[H20 - 30, H20 + 150]] })).toEqual(['1', '3']);
  });

  it('online keeps to online tables and their minimum; staff seat anywhere, in-house tables first', () => {
    const keptForFour: FloorTables = {
      tables: [t('6', 6, { minSeats: 4 }), t('8', 8, { online: false })],
      groups: [],
    };
    const day = dayOf(keptForFour);
    const fits = (partySize: number, online: boolean) =>
      labels(pickBestFits({ day, partySize, start: H20, end: H20 + 90, online }));
    expect(fits(2, true)).toEqual([]);
    expect(fits(4, true)).toEqual(['6']);
    expect(fits(2, false)).toEqual(['6', '8']);
    expect(pick(7, false)).toEqual(['12', '4+5']);
    // A 6-top and a group of 6 seats: the single table first.
    const sameSeats: FloorTables = {
      tables: [t('1', 3), t('2', 3), t('6', 6)],
      groups: [{ id: 'g', tables: ['1', '2'], minSeats: 1, maxSeats: 6, online: true }],
    };
    expect(
      labels(pickBestFits({ day: dayOf(sameSeats), partySize: 5, start: H20, end: H20 + 150, online: true })),
    ).toEqual(['6', '1+2']);
  });

  it('leaves out a table or a group with any of its tables held during the window', () => {
    expect(pick(2, true, { '2': [[H20 + 60, H20 + 150]], '4': [[H20 - 120, H20 + 1]] })).toEqual(['5', '10']);
    expect(pick(7, true, { '5': [[H20 + 100, H20 + 200]] })).toEqual([]);
  });

  it('between two equal tables, takes the one that leaves no sliver too short for another booking', () => {
    const twins: FloorTables = { tables: [t('1', 4), t('2', 4)], groups: [] };
    // Table 1 frees at 19:30 (a 30-minute sliver before 20:00), table 2 at 20:00 exactly.
    const day = dayOf(twins, { '1': [[H20 - 150, H20 - 30]], '2': [[H20 - 120, H20]] });
    expect(labels(pickBestFits({ day, partySize: 4, start: H20, end: H20 + 120, online: true }))).toEqual([
      '2',
      '1',
    ]);
    // With no hold on either, the table number decides (2 before 10, as people count).
    const numbered: FloorTables = { tables: [t('10', 4), t('2', 4)], groups: [] };
    expect(
      labels(pickBestFits({ day: dayOf(numbered), partySize: 3, start: H20, end: H20 + 120, online: true })),
    ).toEqual(['2', '10']);
  });

  it('leaves out a group naming a table that is not on the floor', () => {
    const broken: FloorTables = {
      tables: [t('1', 4)],
      groups: [{ id: 'g', tables: ['1', '99'], minSeats: 1, maxSeats: 8, online: true }],
    };
    expect(
      pickBestFits({ day: dayOf(broken), partySize: 6, start: H20, end: H20 + 150, online: true }),
    ).toEqual([]);
  });
});
