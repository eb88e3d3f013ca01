import { ReservationSchema } from '@app/domain';
import type { Reservation } from '@app/domain';

let counter = 0;

/** A valid reservation for tests, parsed by the domain schema so that defaults match stored documents. */
export function makeReservation(overrides: Partial<Record<keyof Reservation, unknown>> = {}): Reservation {
  counter += 1;
  return ReservationSchema.parse({
    id: `res-${counter}`,
    restaurantId: 'r1',
    restaurantName: 'Le Bistrot',
    date: '2026-11-22',
    time: '12:30',
    partySize: 2,
    customerName: 'Marie Dupont',
    customerFirstName: 'Marie',
    customerLastName: 'Dupont',
    customerEmail: 'marie@example.fr',
    customerPhone: '06 12 34 56 78',
    status: 'CONFIRMED',
    createdAt: '2026-11-20T09:15:00.000Z',
    createdBy: 'staff-1',
    source: 'admin',
    ...overrides,
  });
}
