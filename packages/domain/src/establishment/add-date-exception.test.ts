import { describe, expect, it } from 'vitest';
import type { DateException } from '../availability/opening-hours-schema';
import { addDateException, DATE_EXCEPTION_MESSAGES } from './add-date-exception';
import { listUpcomingExceptions } from './list-upcoming-exceptions';

const today = '2026-12-01';
const closure = (from: string, to: string, reason = 'Congés'): DateException => ({
  kind: 'closed',
  from,
  to,
  reason,
});
const special = (date: string, times = ['19:00']): DateException => ({
  kind: 'special',
  date,
  reason: '',
  timeSlots: times.map((time) => ({ time, enabled: true, maxCapacity: 20 })),
});

describe('addDateException', () => {
  it('adds to the upcoming list, sorted by first date, and drops the passed ones', () => {
    const result = addDateException({
      exceptions: [closure('2026-11-01', '2026-11-03'), special('2026-12-31')],
      exception: closure('2026-12-24', '2026-12-26', '  Noël  '),
      today,
    });
    expect(result).toEqual({
      ok: true,
      exceptions: [closure('2026-12-24', '2026-12-26', 'Noël'), special('2026-12-31')],
    });
  });

  it('refuses a date before today, an end before the start, an empty or duplicate special day', () => {
    expect(
      addDateException({ exceptions: [], exception: closure('2026-11-30', '2026-12-02'), today }),
    ).toEqual({
      ok: false,
      message: DATE_EXCEPTION_MESSAGES.past,
    });
    expect(
      addDateException({ exceptions: [], exception: closure('2026-12-10', '2026-12-09'), today }),
    ).toEqual({
      ok: false,
      message: 'La date de fin doit être le même jour ou après la date de début',
    });
    expect(addDateException({ exceptions: [], exception: special('2026-12-10', []), today })).toEqual({
      ok: false,
      message: DATE_EXCEPTION_MESSAGES.noSlot,
    });
    expect(
      addDateException({ exceptions: [special('2026-12-10')], exception: special('2026-12-10'), today }),
    ).toEqual({ ok: false, message: DATE_EXCEPTION_MESSAGES.specialExists });
  });

  it('refuses a closure over a year and a reason over 80 characters', () => {
    expect(
      addDateException({ exceptions: [], exception: closure('2026-12-02', '2027-12-03'), today }).ok,
    ).toBe(false);
    expect(
      addDateException({
        exceptions: [],
        exception: closure('2026-12-02', '2026-12-02', 'x'.repeat(81)),
        today,
      }).ok,
    ).toBe(false);
  });

  it('refuses the 61st upcoming exception', () => {
    const sixty = Array.from({ length: 60 }, (_, i) =>
      special(`2027-0${1 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}`),
    );
    expect(
      addDateException({ exceptions: sixty, exception: closure('2026-12-05', '2026-12-05'), today }),
    ).toEqual({
      ok: false,
      message: DATE_EXCEPTION_MESSAGES.tooMany,
    });
  });
});

describe('listUpcomingExceptions', () => {
  it('keeps a closure still in force today and special hours of today', () => {
    const list = listUpcomingExceptions({
      exceptions: [special('2026-12-01'), closure('2026-11-28', '2026-12-01'), special('2026-11-30')],
      today,
    });
    expect(list).toEqual([closure('2026-11-28', '2026-12-01'), special('2026-12-01')]);
  });
});
