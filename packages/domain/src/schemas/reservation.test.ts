import { describe, expect, it } from 'vitest';
import { planTableDay } from '../availability/plan-table-day';
import { DEFAULT_TABLE_DURATION_BANDS } from '../availability/table-duration-bands-schema';
import { ArchivedReservationSchema, joinTableIds, ReservationSchema, splitTableIds } from './reservation';

const stored = {
  id: 'r1',
  restaurantId: 'resto1',
  date: '2026-11-22',
  time: '19:30',
  partySize: 4,
  status: 'confirmed',
  createdAt: '2026-11-20T09:00:00.000Z',
  statusHistory: [{ status: 'PENDING', changedBy: 'Client Internet', changedAt: '2026-11-20T09:00:00.000Z' }],
};

describe('ReservationSchema', () => {
  it('fills defaults and normalises statuses', () => {
    const r = ReservationSchema.parse(stored);
    expect(r.status).toBe('CONFIRMED');
    expect(r.statusHistory[0]?.status).toBe('pending');
    expect(r).toMatchObject({
      tableId: '',
      terrace: false,
      specialRequests: '',
      archived: false,
      customerEmail: '',
    });
    expect(r.createdBy).toBeUndefined();
  });

  it('keeps when a booking « Par tables » frees its tables, and reads as a booking the table engine plans', () => {
    const held = { ...stored, tableId: '3+4', tablesFreeAt: '2026-11-22T20:30:00.000Z' };
    const r = ReservationSchema.parse(held);
    expect(r.tablesFreeAt).toBe('2026-11-22T20:30:00.000Z');
    const day = planTableDay({
      date: r.date,
      floor: { tables: [], groups: [] },
      bookings: [r],
      bands: DEFAULT_TABLE_DURATION_BANDS,
    });
    expect(day.holds.get('4')).toEqual([
      { bookingId: 'r1', start: 19 * 60 + 30, end: 21 * 60 + 30, partySize: 4, pending: false },
    ]);
    expect(ReservationSchema.safeParse({ ...held, tablesFreeAt: 'à 21 h 30' }).success).toBe(false);
  });

  it('lower-cases the customer e-mail', () => {
    expect(ReservationSchema.parse({ ...stored, customerEmail: 'A@B.FR' }).customerEmail).toBe('a@b.fr');
  });

  it('is strict on date, time, party size and status', () => {
    expect(ReservationSchema.safeParse({ ...stored, date: '2026-13-01' }).success).toBe(false);
    expect(ReservationSchema.safeParse({ ...stored, time: '7pm' }).success).toBe(false);
    expect(ReservationSchema.safeParse({ ...stored, partySize: 0 }).success).toBe(false);
    expect(ReservationSchema.safeParse({ ...stored, status: 'lost' }).success).toBe(false);
  });

  it('keeps a refusal record and marks its history entries as refusal or undone refusal', () => {
    const refusal = {
      reason: 'closure',
      text: 'Le restaurant est exceptionnellement fermé ce jour-là.',
      at: '2026-11-21T10:00:00.000Z',
      by: 'staff-1',
      mailId: 'reservation:r1:rejection:2',
    };
    const r = ReservationSchema.parse({
      ...stored,
      status: 'CANCELLED',
      refusal,
      statusHistory: [
        {
          status: 'cancelled',
          changedBy: 'staff-1',
          changedAt: refusal.at,
          reason: refusal.text,
          kind: 'refusal',
        },
      ],
    });
    expect(r.refusal).toEqual(refusal);
    expect(r.statusHistory[0]?.kind).toBe('refusal');
    expect(ReservationSchema.parse(stored).refusal).toBeUndefined();
    expect(ReservationSchema.safeParse({ ...stored, refusal: { ...refusal, reason: 'busy' } }).success).toBe(
      false,
    );
    expect(
      ReservationSchema.safeParse({
        ...stored,
        statusHistory: [{ status: 'pending', changedAt: refusal.at, kind: 'other' }],
      }).success,
    ).toBe(false);
  });

  it('requires archivedAt in the archive', () => {
    expect(ArchivedReservationSchema.safeParse(stored).success).toBe(false);
    expect(
      ArchivedReservationSchema.parse({ ...stored, archivedAt: '2027-03-01T00:00:00.000Z' }).archivedAt,
    ).toBe('2027-03-01T00:00:00.000Z');
  });
});

describe('table ids', () => {
  it('splits and joins several tables', () => {
    expect(splitTableIds('3+ 4+')).toEqual(['3', '4']);
    expect(splitTableIds('')).toEqual([]);
    expect(joinTableIds(['2.1', '3', '2.1', ' '])).toBe('2.1+3');
  });
});
