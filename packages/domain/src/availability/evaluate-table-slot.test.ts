import { describe, expect, it } from 'vitest';
import { evaluateTableSlot } from './evaluate-table-slot';
import type { FloorTables } from './floor-tables';
import { planTableDay, type TableBooking } from './plan-table-day';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const SATURDAY = '2026-11-21';
const bands = DEFAULT_TABLE_DURATION_BANDS;

/** Tables by number and seats; `inHouse` ones are kept for the room. */
function floorOf(
  tables: [string, number][],
  extra: Partial<FloorTables> = {},
  inHouse: string[] = [],
): FloorTables {
  return {
    tables: tables.map(([number, maxSeats]) => ({
      number,
      minSeats: 1,
      maxSeats,
      online: !inHouse.includes(number),
    })),
    groups: [],
    ...extra,
  };
}

let ids = 0;
const booking = (time: string, partySize: number, tableId = '', status = 'CONFIRMED'): TableBooking => ({
  id: `b${(ids += 1)}`,
  time,
  partySize,
  status,
  tableId,
});

function decide(
  floor: FloorTables,
  bookings: TableBooking[],
  time: string,
  partySize: number,
  pacing: number | null = null,
  date = SATURDAY,
) {
  return evaluateTableSlot({ day: planTableDay({ date, floor, bookings, bands }), time, partySize, pacing });
}

/** Books online one after the other, as the transaction does: each accepted request holds its fit. */
function bookInTurn(floor: FloorTables, requests: [string, number][], date = SATURDAY) {
  const accepted: TableBooking[] = [];
  const answers = requests.map(([time, partySize]) => {
    const decision = decide(floor, accepted, time, partySize, null, date);
    if (decision.fit && decision.tablesFreeAt) {
      accepted.push({
        ...booking(time, partySize, decision.fit.tables.join('+'), 'PENDING'),
        tablesFreeAt: decision.tablesFreeAt,
      });
    }
    return decision.fit ? decision.fit.tables.join('+') : decision.reason;
  });
  return { answers, accepted };
}

describe('evaluateTableSlot', () => {
  it('seats six parties of 4 at 20:00 only where the tables allow (two 2-tops and a 6-top free)', () => {
    const floor = floorOf([
      ['1', 2],
      ['2', 2],
      ['3', 6],
    ]);
    const { answers } = bookInTurn(
      floor,
      Array.from({ length: 6 }, () => ['20:00', 4] as [string, number]),
    );
    expect(answers).toEqual(['3', 'no-table', 'no-table', 'no-table', 'no-table', 'no-table']);
  });

  it('picks the smallest table that seats the party and keeps the big ones for big parties', () => {
    const floor = floorOf([
      ['10', 6],
      ['4', 4],
      ['2', 2],
      ['5', 4],
    ]);
    const { answers } = bookInTurn(floor, [
      ['20:00', 2],
      ['20:00', 3],
      ['20:00', 2],
      ['20:00', 5],
      ['20:00', 4],
      ['20:00', 1],
    ]);
    expect(answers).toEqual(['2', '4', '5', '10', 'no-table', 'no-table']);
  });

  it('holds a table for the party size band: a couple at 19:00 frees it at 20:30, four hold theirs 2 h', () => {
    const floor = floorOf([['1', 4]]);
    expect(decide(floor, [booking('19:00', 2, '1')], '20:15', 2).reason).toBe('no-table');
    expect(decide(floor, [booking('19:00', 2, '1')], '20:30', 2).fit?.tables).toEqual(['1']);
    expect(decide(floor, [booking('19:00', 4, '1')], '20:30', 2).reason).toBe('no-table');
    expect(decide(floor, [booking('19:00', 4, '1')], '21:00', 2).tablesFreeAt).toBe(
      '2026-11-21T21:30:00.000Z',
    );
    // A later booking counts too: 4 at 19:00 would hold the table until 21:00, over a 20:30 couple.
    expect(decide(floor, [booking('20:30', 2, '1')], '19:00', 4).reason).toBe('no-table');
    expect(decide(floor, [booking('21:00', 2, '1')], '19:00', 4).fit?.tables).toEqual(['1']);
  });

  it('joins tables for a large party only when every table of the group is free, and prefers one table', () => {
    const group = { id: 'g', tables: ['7', '8'], minSeats: 5, maxSeats: 8, online: true };
    const floor = floorOf(
      [
        ['7', 4],
        ['8', 4],
        ['9', 8],
      ],
      { groups: [group] },
    );
    expect(decide(floor, [], '20:00', 7).fit).toMatchObject({ tables: ['9'], groupId: null });
    expect(decide(floor, [booking('20:00', 8, '9')], '20:00', 7).fit).toMatchObject({
      tables: ['7', '8'],
      groupId: 'g',
    });
    expect(decide(floor, [booking('20:00', 8, '9'), booking('21:00', 2, '8')], '20:00', 7).reason).toBe(
      'no-table',
    );
    expect(decide(floor, [], '20:00', 9).reason).toBe('too-large');
    // Below the group's minimum the party takes a single table.
    expect(decide(floor, [], '20:00', 4).fit?.groupId).toBeNull();
  });

  it('never gives online a table kept in-house and says it would open the slot', () => {
    const floor = floorOf(
      [
        ['1', 2],
        ['12', 6],
      ],
      {},
      ['12'],
    );
    const decision = decide(floor, [booking('20:00', 2, '1')], '20:00', 4);
    expect(decision.reason).toBe('too-large');
    const full = decide(floor, [booking('20:00', 2, '1')], '20:00', 2);
    expect(full.reason).toBe('no-table');
    expect(full.explanation.inHouse).toEqual({ tables: ['12'], seats: 6 });
    expect(full.explanation.nextFree).toEqual({ tables: ['1'], time: '21:30' });
  });

  it('respects the venue minimum of a table online', () => {
    const floor: FloorTables = {
      tables: [{ number: '6', minSeats: 4, maxSeats: 6, online: true }],
      groups: [],
    };
    expect(decide(floor, [], '20:00', 2).reason).toBe('too-large');
    expect(decide(floor, [], '20:00', 4).fit?.tables).toEqual(['6']);
  });

  it('limits the covers starting per quarter of an hour when the venue paces its kitchen', () => {
    const floor = floorOf([
      ['1', 4],
      ['2', 4],
      ['3', 4],
    ]);
    const bookings = [booking('20:00', 4, '1'), booking('20:00', 3, '2', 'PENDING')];
    expect(decide(floor, bookings, '20:00', 4, 10).reason).toBe('pacing');
    expect(decide(floor, bookings, '20:00', 3, 10).fit?.tables).toEqual(['3']);
    expect(decide(floor, bookings, '20:15', 4, 10).fit?.tables).toEqual(['3']);
    const paced = decide(floor, bookings, '20:00', 4, 10).explanation;
    expect(paced).toMatchObject({ coversStarting: 7, pacingLimit: 10, coversBooked: 4, coversPending: 3 });
  });

  it('explains a full slot: covers at table and held, free tables and for how long, the next table to free', () => {
    const floor = floorOf([
      ['1', 2],
      ['2', 4],
      ['3', 4],
    ]);
    const bookings = [
      booking('19:30', 4, '2'),
      booking('20:00', 3, '3', 'PENDING'),
      booking('21:15', 2, '1'),
      booking('20:00', 6, '', 'CANCELLED'),
    ];
    const decision = decide(floor, bookings, '20:00', 4);
    expect(decision.seatable).toBe(false);
    expect(decision.explanation).toEqual({
      time: '20:00',
      partySize: 4,
      neededMinutes: 120,
      endTime: '22:00',
      coversBooked: 4,
      coversPending: 3,
      coversStarting: 3,
      pacingLimit: null,
      freeTables: [{ table: '1', seats: 2, online: true, freeMinutes: 75, freeUntil: '21:15' }],
      nextFree: { tables: ['2'], time: '21:30' },
      inHouse: null,
      unseated: 0,
    });
  });

  it('seats bookings without a table where they fit, so online never takes the last table they need', () => {
    const floor = floorOf([
      ['1', 4],
      ['2', 4],
    ]);
    const staff = [
      booking('20:00', 4, '', 'CONFIRMED'),
      { ...booking('20:00', 2, '', 'CONFIRMED'), heldOffer: true },
    ];
    expect(decide(floor, staff, '20:00', 2).reason).toBe('no-table');
    expect(decide(floor, staff.slice(0, 1), '20:00', 2).fit?.tables).toHaveLength(1);
    const day = planTableDay({ date: SATURDAY, floor, bookings: [...staff, booking('20:00', 4, '')], bands });
    // Larger parties are seated first: the offer's couple is the one left without a table.
    expect(day.unseated.map((entry) => entry.booking.partySize)).toEqual([2]);
    expect(evaluateTableSlot({ day, time: '20:00', partySize: 2 }).explanation).toMatchObject({
      coversBooked: 8,
      coversPending: 2,
      unseated: 1,
    });
  });

  it('lets a booking seated, confirmed or pending hold its table, not a finished, cancelled or no-show one', () => {
    const floor = floorOf([['1', 2]]);
    for (const status of ['PENDING', 'CONFIRMED', 'SEATED']) {
      expect(decide(floor, [booking('20:00', 2, '1', status)], '20:00', 2).reason).toBe('no-table');
    }
    for (const status of ['COMPLETED', 'CANCELLED', 'NO_SHOW']) {
      expect(decide(floor, [booking('20:00', 2, '1', status)], '20:00', 2).seatable).toBe(true);
    }
  });

  it('uses the end the booking stored rather than recomputing it', () => {
    const floor = floorOf([['1', 2]]);
    const longer = { ...booking('19:00', 2, '1'), tablesFreeAt: '2026-11-21T20:00:00.000Z' };
    expect(decide(floor, [longer], '20:30', 2).reason).toBe('no-table');
    expect(decide(floor, [longer], '21:00', 2).seatable).toBe(true);
  });
});

describe('evaluateTableSlot across the clock changes', () => {
  it('offers no 02:30 on 28 March 2027 and holds a 01:00 table until 03:30 summer time', () => {
    const floor = floorOf([['1', 2]]);
    const date = '2027-03-28';
    expect(decide(floor, [], '02:30', 2, null, date).reason).toBe('nonexistent-time');
    const night = [booking('01:00', 2, '1')];
    // 1 h 30 after 01:00 winter time is 03:30 summer time: the 03:15 request overlaps, 03:30 does not.
    expect(decide(floor, night, '03:15', 2, null, date).reason).toBe('no-table');
    const after = decide(floor, night, '03:30', 2, null, date);
    expect(after.fit?.tables).toEqual(['1']);
    expect(after.tablesFreeAt).toBe('2027-03-28T03:00:00.000Z');
    expect(after.explanation.endTime).toBe('05:00');
  });

  it('holds a 01:30 table on 31 October 2027 through the repeated hour', () => {
    const floor = floorOf([['1', 2]]);
    const date = '2027-10-31';
    const night = [booking('01:30', 2, '1')];
    // 01:30 summer time + 1 h 30 = 02:00 winter time: the first 02:30 (summer) is still taken.
    expect(decide(floor, night, '02:30', 2, null, date).reason).toBe('no-table');
    const three = decide(floor, night, '03:00', 2, null, date);
    expect(three.seatable).toBe(true);
    expect(three.explanation.freeTables[0]).toMatchObject({ table: '1', freeMinutes: null });
    const { answers } = bookInTurn(
      floor,
      [
        ['00:30', 2],
        ['01:30', 2],
        ['02:00', 2],
      ],
      date,
    );
    // 00:30 + 1 h 30 frees the table at the first 02:00 (summer time), which may take it again.
    expect(answers).toEqual(['1', 'no-table', '1']);
  });

  it('holds a late table past midnight, and the eve’s late dinner keeps it after midnight', () => {
    const floor = floorOf([['1', 6]]);
    const late = decide(floor, [], '23:00', 6);
    expect(late.explanation).toMatchObject({ neededMinutes: 150, endTime: '01:30' });
    expect(late.tablesFreeAt).toBe('2026-11-22T00:30:00.000Z');
    const eve = [{ ...booking('23:00', 6, '1'), date: SATURDAY }];
    expect(decide(floor, eve, '01:00', 2, null, '2026-11-22').reason).toBe('no-table');
    expect(decide(floor, eve, '01:30', 2, null, '2026-11-22').fit?.tables).toEqual(['1']);
  });

  it('ends a meal that starts on the eve of the spring night in summer time', () => {
    const floor = floorOf([['1', 6]]);
    const late = decide(floor, [], '23:30', 6, null, '2027-03-27');
    // 23:30 winter time + 2 h 30 is 02:00 winter time, which the clocks read 03:00.
    expect(late.explanation.endTime).toBe('03:00');
    expect(late.tablesFreeAt).toBe('2027-03-28T01:00:00.000Z');
  });
});
