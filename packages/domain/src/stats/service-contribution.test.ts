import { describe, expect, it } from 'vitest';
import { computeServiceReport } from '../analytics/compute-service-report';
import { reservationContribution } from './reservation-contribution';
import { sumCounters } from './stat-counters';
import { ALL_STAT_KEYS } from './stat-keys';
import { isoWeekdayOf, SERVICE_STAT_KEYS } from './service-stat-keys';
import { serviceContribution } from './service-contribution';

const booking = (over: Record<string, unknown>) => ({
  restaurantId: 'r1',
  date: '2026-12-05',
  time: '20:00',
  partySize: 4,
  status: 'COMPLETED',
  ...over,
});
const counters = (over: Record<string, unknown>) =>
  reservationContribution(booking(over), { archiveCopy: false })[0]?.counters ?? {};

describe('the service report counters', () => {
  it('knows the day of the week of a calendar date, DST nights included', () => {
    expect(
      ['2026-12-05', '2026-12-07', '2027-03-28', '2026-10-25', '2028-02-29'].map((day) =>
        isoWeekdayOf({ day }),
      ),
    ).toEqual([6, 1, 7, 7, 2]);
  });

  it('counts the guests of a booking kept, a no-show or a cancellation under its service and weekday', () => {
    expect(counters({})).toMatchObject({ svc_dinner_covers: 4, wd_6_covers: 4 });
    expect(counters({ time: '12:30', status: 'CONFIRMED', partySize: 2 })).toMatchObject({
      svc_lunch_covers: 2,
      wd_6_covers: 2,
    });
    expect(counters({ status: 'NO_SHOW' })).toMatchObject({ svc_dinner_noShows: 1, wd_6_noShows: 1 });
    expect(counters({ status: 'NO_SHOW' })).not.toHaveProperty('svc_dinner_covers');
    expect(counters({ status: 'CANCELLED', date: '2026-12-07' })).toMatchObject({
      svc_dinner_cancellations: 1,
      wd_1_cancellations: 1,
    });
    // A refusal is not a cancellation, and no guest came.
    const refused = counters({ status: 'CANCELLED', refusal: { at: '2026-12-01T10:00:00.000Z' } });
    expect(Object.keys(refused).filter((key) => SERVICE_STAT_KEYS.includes(key))).toEqual([]);
    expect(
      serviceContribution({
        day: '2026-12-05',
        time: undefined,
        partySize: 2,
        status: 'COMPLETED',
        cancellation: false,
        refusal: false,
      }),
    ).toEqual({});
  });

  it('lists every key among the counters the rebuild compares', () => {
    for (const key of SERVICE_STAT_KEYS) expect(ALL_STAT_KEYS).toContain(key);
  });

  it('reports Midi and Soir always, other slots only when used, and the week Monday first', () => {
    const report = computeServiceReport({
      counters: sumCounters([
        counters({}),
        counters({ time: '12:00', partySize: 3 }),
        counters({ status: 'NO_SHOW', date: '2026-12-06' }),
      ]),
    });
    expect(report.byService).toEqual([
      { service: 'lunch', label: 'Midi', covers: 3, noShows: 0, cancellations: 0 },
      { service: 'dinner', label: 'Soir', covers: 4, noShows: 1, cancellations: 0 },
    ]);
    expect(report.byWeekday.map((row) => row.label)).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    expect(report.byWeekday[5]).toMatchObject({ covers: 7, noShows: 0 });
    expect(report.byWeekday[6]).toMatchObject({ covers: 0, noShows: 1 });
    const withOther = computeServiceReport({ counters: counters({ time: '16:00' }) });
    expect(withOther.byService.map((row) => row.label)).toEqual(['Midi', 'Soir', 'Autres créneaux']);
  });
});
