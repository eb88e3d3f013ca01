import { describe, expect, it } from 'vitest';
import { summarizeDayReservations } from './summarize-day-reservations';

const reservations = [
  { id: 'a', time: '19:30', partySize: 4, status: 'CONFIRMED' },
  { id: 'b', time: '12:00', partySize: 2, status: 'PENDING' },
  { id: 'c', time: '12:00', partySize: 3, status: 'seated' },
  { id: 'd', time: '20:00', partySize: 5, status: 'CANCELLED' },
  { id: 'e', time: '12:30', partySize: 6, status: 'CONFIRMED' },
  { id: 'f', time: '16:00', partySize: 2, status: 'CONFIRMED' },
];

describe('summarizeDayReservations', () => {
  it('counts covers per tab and per service, without cancelled covers', () => {
    const summary = summarizeDayReservations({ reservations, tab: 'all', service: 'all' });
    expect(summary.tabCovers).toEqual({ all: 17, pending: 2, confirmed: 12, seated: 3 });
    expect(summary.serviceCovers).toEqual({ all: 17, lunch: 11, dinner: 4 });
  });

  it('groups the selected tab and service by time', () => {
    const lunch = summarizeDayReservations({ reservations, tab: 'all', service: 'lunch' });
    expect(lunch.groups.map((g) => [g.time, g.reservations.map((r) => r.id)])).toEqual([
      ['12:00', ['b', 'c']],
      ['12:30', ['e']],
    ]);
    expect(lunch.tabCovers).toEqual({ all: 11, pending: 2, confirmed: 6, seated: 3 });
    const confirmed = summarizeDayReservations({ reservations, tab: 'confirmed', service: 'dinner' });
    expect(confirmed.groups.map((g) => g.time)).toEqual(['19:30']);
    expect(confirmed.serviceCovers).toEqual({ all: 12, lunch: 6, dinner: 4 });
  });

  it('keeps cancelled reservations listed under ALL', () => {
    const dinner = summarizeDayReservations({ reservations, tab: 'all', service: 'dinner' });
    expect(dinner.groups.flatMap((g) => g.reservations.map((r) => r.id))).toEqual(['a', 'd']);
  });
});
