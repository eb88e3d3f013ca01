import { describe, expect, it } from 'vitest';
import { reservationContribution } from './reservation-contribution';

const base = {
  restaurantId: 'r1',
  date: '2026-11-23',
  partySize: 4,
  status: 'CONFIRMED',
  source: 'online',
};

describe('reservationContribution', () => {
  it('counts a reservation, its guests, status, source and a client booking on its service date', () => {
    expect(reservationContribution(base, { archiveCopy: false })).toEqual([
      {
        restaurantId: 'r1',
        day: '2026-11-23',
        counters: {
          reservations: 1,
          covers: 4,
          reservations_CONFIRMED: 1,
          covers_CONFIRMED: 4,
          source_online: 1,
          clientReservations: 1,
        },
      },
    ]);
  });

  it('tells staff bookings by source admin, else by an author when no source is stored', () => {
    const [admin] = reservationContribution({ ...base, source: 'admin' }, { archiveCopy: false });
    expect(admin?.counters).toMatchObject({ staffReservations: 1, source_admin: 1 });
    expect(admin?.counters.clientReservations).toBeUndefined();
    const [legacy] = reservationContribution(
      { ...base, source: undefined, createdBy: 'uid-staff' },
      { archiveCopy: false },
    );
    expect(legacy?.counters).toMatchObject({ staffReservations: 1, source_unknown: 1 });
    const [anonymous] = reservationContribution({ ...base, source: undefined }, { archiveCopy: false });
    expect(anonymous?.counters).toMatchObject({ clientReservations: 1, source_unknown: 1 });
  });

  it('counts a cancellation, or a refusal when a refusal record is kept, with a normalised status', () => {
    const [cancelled] = reservationContribution({ ...base, status: 'cancelled' }, { archiveCopy: false });
    expect(cancelled?.counters).toMatchObject({ cancellations: 1, reservations_CANCELLED: 1 });
    expect(cancelled?.counters.refusals).toBeUndefined();
    const [refused] = reservationContribution(
      { ...base, status: 'CANCELLED', refusal: { reason: 'Complet' } },
      { archiveCopy: false },
    );
    expect(refused?.counters).toMatchObject({ refusals: 1 });
    expect(refused?.counters.cancellations).toBeUndefined();
    const [noShow] = reservationContribution({ ...base, status: 'no-show' }, { archiveCopy: false });
    expect(noShow?.counters).toMatchObject({ reservations_NO_SHOW: 1, covers_NO_SHOW: 4 });
  });

  it('adds the bill of a completed booking to the takings, and nothing for any other status', () => {
    const [completed] = reservationContribution(
      { ...base, status: 'COMPLETED', amountSpent: 86.5 },
      { archiveCopy: false },
    );
    expect(completed?.counters).toMatchObject({ takings: 86.5, billedTables: 1, billedCovers: 4 });
    for (const other of [
      { ...base, status: 'COMPLETED', amountSpent: 0 },
      { ...base, status: 'COMPLETED' },
      { ...base, status: 'CANCELLED', amountSpent: 86.5 },
      { ...base, status: 'COMPLETED', amountSpent: '86,50' },
    ]) {
      const [counted] = reservationContribution(other, { archiveCopy: false });
      expect(counted?.counters.takings).toBeUndefined();
      expect(counted?.counters.billedTables).toBeUndefined();
    }
  });

  it('leaves an active document flagged archived to its archive copy', () => {
    expect(reservationContribution({ ...base, archived: true }, { archiveCopy: false })).toEqual([]);
    expect(reservationContribution({ ...base, archived: true }, { archiveCopy: true })).toHaveLength(1);
  });

  it('counts nothing for a malformed document', () => {
    for (const broken of [
      { ...base, restaurantId: '' },
      { ...base, date: '23/11/2026' },
      { ...base, partySize: '4' },
      { ...base, status: 'LOST' },
      { ...base, status: 3 },
    ]) {
      expect(reservationContribution(broken, { archiveCopy: false })).toEqual([]);
    }
  });
});
