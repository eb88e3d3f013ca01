import { describe, expect, it } from 'vitest';
import { makeReservation } from '../../test/make-reservation';
import { buildViews, emptyReason, isFromInternet, selectDay } from './day-model';

const describeName = (r: { customerName: string }) => ({ displayName: r.customerName });

describe('isFromInternet', () => {
  it('treats a missing creator or the internet markers as the public link', () => {
    expect(isFromInternet({ createdBy: undefined, source: undefined })).toBe(true);
    expect(isFromInternet({ createdBy: 'Client Internet', source: undefined })).toBe(true);
    expect(isFromInternet({ createdBy: 'uid-123', source: undefined })).toBe(false);
    expect(isFromInternet({ createdBy: 'uid-123', source: 'online' })).toBe(true);
  });
});

describe('selectDay', () => {
  const day = buildViews(
    [
      makeReservation({ time: '19:30', partySize: 4, status: 'PENDING', tableId: '' }),
      makeReservation({ time: '12:00', partySize: 2, status: 'CONFIRMED', tableId: '3+4' }),
      makeReservation({ time: '12:00', partySize: 3, status: 'SEATED', customerName: 'Jean Martin' }),
      makeReservation({ time: '20:00', partySize: 6, status: 'CANCELLED' }),
    ],
    describeName,
  );

  it('groups by time and counts covers per tab and per service, cancelled excluded', () => {
    const all = selectDay({ views: day, tab: 'ALL', service: 'all', matches: null });
    expect(all.groups.map((g) => [g.time, g.items.length, g.covers])).toEqual([
      ['12:00', 2, 5],
      ['19:30', 1, 4],
      ['20:00', 1, 0],
    ]);
    expect(all.count).toBe(4);
    expect(all.tabCovers).toEqual({ ALL: 9, PENDING: 4, CONFIRMED: 2, SEATED: 3 });
    // « Toutes » counts every row it lists, the cancelled one included (issue 36); covers count guests expected.
    expect(all.tabCounts).toEqual({ ALL: 4, PENDING: 1, CONFIRMED: 1, SEATED: 1 });
    expect(all.tabCounts.ALL).toBe(all.count);
    expect(all.serviceCovers).toEqual({ all: 9, lunch: 5, dinner: 4 });
    expect(day[1]?.tables).toEqual(['3', '4']);
  });

  it('filters by tab, service and search', () => {
    const lunch = selectDay({ views: day, tab: 'ALL', service: 'lunch', matches: null });
    expect(lunch.count).toBe(2);
    expect(lunch.tabCovers).toEqual({ ALL: 5, PENDING: 0, CONFIRMED: 2, SEATED: 3 });
    expect(lunch.tabCounts).toEqual({ ALL: 2, PENDING: 0, CONFIRMED: 1, SEATED: 1 });
    const pending = selectDay({ views: day, tab: 'PENDING', service: 'all', matches: null });
    expect(pending.groups.map((g) => g.time)).toEqual(['19:30']);
    expect(pending.serviceCovers).toEqual({ all: 4, lunch: 0, dinner: 4 });
    const search = selectDay({
      views: day,
      tab: 'ALL',
      service: 'all',
      matches: (v) => v.displayName.includes('Martin'),
    });
    expect(search.count).toBe(1);
    // The tabs count what they would show with that search.
    expect(search.tabCounts).toEqual({ ALL: 1, PENDING: 0, CONFIRMED: 0, SEATED: 1 });
    // Their covers, and the services', are the matches' too, never the whole day's (issue 48, defect 10).
    expect(search.tabCovers).toEqual({ ALL: 3, PENDING: 0, CONFIRMED: 0, SEATED: 3 });
    expect(search.serviceCovers).toEqual({ all: 3, lunch: 3, dinner: 0 });
  });

  it('says why nothing is shown: no booking that day, no search result, or filters hiding the day', () => {
    expect(emptyReason({ dayCount: 0, searching: false })).toBe('none');
    expect(emptyReason({ dayCount: 23, searching: true })).toBe('search');
    expect(emptyReason({ dayCount: 23, searching: false })).toBe('filters');
  });
});

describe('diner re-confirmations per service', () => {
  it('counts the bookings confirmed from the reminder, per service, whatever the tab; not the cancelled ones', () => {
    const at = '2026-11-25T19:00:00.000Z';
    const views = buildViews(
      [
        makeReservation({ time: '12:00', status: 'CONFIRMED', dinerConfirmedAt: at }),
        makeReservation({ time: '20:00', status: 'CONFIRMED', dinerConfirmedAt: at }),
        makeReservation({ time: '20:30', status: 'SEATED', dinerConfirmedAt: at }),
        makeReservation({ time: '21:00', status: 'CANCELLED', dinerConfirmedAt: at }),
        makeReservation({ time: '21:00', status: 'CONFIRMED' }),
      ],
      describeName,
    );
    const pending = selectDay({ views, tab: 'PENDING', service: 'lunch', matches: null });
    expect(pending.serviceDinerConfirmed).toEqual({ all: 3, lunch: 1, dinner: 2 });
  });
});
