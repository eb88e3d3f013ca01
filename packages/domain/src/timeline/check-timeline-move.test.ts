import { describe, expect, it } from 'vitest';
import { readFloorTables } from '../availability/floor-tables';
import type { TableBooking } from '../availability/plan-table-day';
import { DEFAULT_TABLE_DURATION_BANDS } from '../availability/table-duration-bands-schema';
import { checkTimelineMove } from './check-timeline-move';
import { booking, PLAN, SATURDAY } from './testing/timeline-fixtures';

const floor = readFloorTables({ plan: PLAN });
const bands = DEFAULT_TABLE_DURATION_BANDS;
const day: TableBooking[] = [
  booking('moved', '19:00', 2, { tableId: '1' }),
  booking('holder', '20:00', 4, { tableId: '10' }),
  booking('loose', '20:00', 2),
  booking('gone', '21:00', 2, { tableId: '2', status: 'CANCELLED' }),
];
const check = (
  target: Parameters<typeof checkTimelineMove>[0]['target'],
  extra: Partial<Parameters<typeof checkTimelineMove>[0]> = {},
) =>
  checkTimelineMove({
    date: SATURDAY,
    floor,
    bookings: day,
    bands,
    booking: day[0] as TableBooking,
    target,
    ...extra,
  });

describe('checkTimelineMove', () => {
  it('moves a booking to a free table and time, keeping its band, and says from what to what', () => {
    const moved = check({ tables: ['2'], time: '21:00' });
    expect(moved).toEqual({
      ok: true,
      changed: true,
      tables: ['2'],
      time: '21:00',
      minutes: 90,
      tablesFreeAt: '2026-11-21T21:30:00.000Z',
      from: { tables: '1', time: '19:00', until: '20:30' },
      to: { tables: '2', time: '21:00', until: '22:30' },
      warning: null,
    });
  });

  it('stretches a bar, and keeps a stretched length when it is moved again', () => {
    const stretched = check({ tables: ['1'], time: '19:00', minutes: 150 });
    expect(stretched).toMatchObject({ ok: true, changed: true, minutes: 150, to: { until: '21:30' } });
    const long = booking('moved', '19:00', 2, { tableId: '1', tablesFreeAt: '2026-11-21T20:30:00.000Z' });
    expect(check({ tables: ['2'], time: '19:30' }, { booking: long })).toMatchObject({
      ok: true,
      minutes: 150,
      to: { until: '22:00' },
    });
  });

  it('refuses a table another booking holds during the hold, naming who holds it; force gives it anyway', () => {
    const names = new Map([['holder', 'THOMAS Hugo']]);
    expect(check({ tables: ['10'], time: '19:00' }, { names })).toEqual({
      ok: false,
      reason: 'table-occupied',
      message: 'Cette table est déjà occupée : table 10 par THOMAS Hugo à 20:00',
      holders: [{ table: '10', bookingId: 'holder', time: '20:00' }],
    });
    // A booking without a table, or a cancelled one, refuses nothing: the engine seats the first elsewhere.
    expect(check({ tables: ['2'], time: '20:00' }).ok).toBe(true);
    expect(check({ tables: ['10'], time: '19:00' }, { force: true })).toMatchObject({
      ok: true,
      changed: true,
    });
    // Just before it: the 2-top's 1 h 30 from 18:30 ends as the 4-top's holder sits down.
    expect(check({ tables: ['10'], time: '18:30' }).ok).toBe(true);
  });

  it('refuses, in French, what the engine cannot do', () => {
    const done = booking('done', '19:00', 2, { tableId: '1', status: 'COMPLETED' });
    expect(check({ tables: ['2'], time: '19:00' }, { booking: done })).toMatchObject({
      ok: false,
      reason: 'not-movable',
      message: 'Une réservation « Terminée » ne se déplace plus sur le planning',
    });
    expect(check({ tables: [' '], time: '19:00' })).toMatchObject({
      reason: 'no-table',
      message: 'Choisissez une table',
    });
    expect(check({ tables: ['7'], time: '19:00' })).toMatchObject({
      reason: 'unknown-table',
      message: "La table 7 n'existe pas dans le plan de salle",
    });
    for (const minutes of [15, 375, 90.5]) {
      expect(check({ tables: ['1'], time: '19:00', minutes })).toMatchObject({
        reason: 'duration-range',
        message: 'La durée doit être comprise entre 30 min et 6 h',
      });
    }
    expect(
      checkTimelineMove({
        date: '2027-03-28',
        floor,
        bookings: [],
        bands,
        booking: booking('night', '01:00', 2, { tableId: '1' }),
        target: { tables: ['1'], time: '02:30' },
      }),
    ).toMatchObject({
      reason: 'nonexistent-time',
      message: "02:30 n'existe pas ce jour-là (changement d'heure)",
    });
  });

  it('keeps a booking on a table the plan lost when only its time changes', () => {
    const lost = booking('lost', '19:00', 2, { tableId: '99' });
    expect(check({ tables: ['99'], time: '19:30' }, { booking: lost })).toMatchObject({
      ok: true,
      changed: true,
    });
  });

  it('answers an unchanged move without asking the tables again, and warns of seats short', () => {
    expect(check({ tables: ['1'], time: '19:00' })).toMatchObject({ ok: true, changed: false });
    const four = booking('four', '19:00', 4, { tableId: '10' });
    expect(check({ tables: ['1'], time: '17:00' }, { booking: four })).toMatchObject({
      ok: true,
      warning: '4 personnes pour 2 places : la table est trop petite',
    });
  });

  it('holds real minutes across the autumn night: 01:30 for 1 h 30 frees at the second 02:00', () => {
    const night = booking('night', '00:30', 2, { tableId: '1' });
    expect(
      checkTimelineMove({
        date: '2027-10-31',
        floor,
        bookings: [night],
        bands,
        booking: night,
        target: { tables: ['2'], time: '01:30' },
      }),
    ).toMatchObject({ ok: true, tablesFreeAt: '2027-10-31T01:00:00.000Z', to: { until: '02:00' } });
  });
});
