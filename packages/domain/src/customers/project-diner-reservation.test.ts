import { describe, expect, it } from 'vitest';
import { DinerReservationSchema } from '../schemas/diner-reservation';
import { projectDinerReservation } from './project-diner-reservation';

/** A reservation as staff leave it: everything the venue wrote for itself beside what the diner booked. */
const stored = {
  id: 'res-1',
  restaurantId: 'rest-bureau',
  restaurantName: 'Au Bureau',
  customerEmail: 'camille@mail.fr',
  customerName: 'Camille Martin',
  customerPhone: '0612345678',
  date: '2027-03-28',
  time: '20:30',
  partySize: 4,
  status: 'CANCELLED',
  statusHistory: [{ status: 'cancelled', changedBy: 'uid-staff-1', changedAt: '2027-03-27T10:00:00.000Z' }],
  refusal: { reason: 'full', text: 'Complet ce soir-là', at: '2027-03-27T10:00:00.000Z', by: 'uid-staff-1' },
  notes: 'Client difficile, ne pas placer en terrasse',
  allergies: 'arachides',
  tableId: 't3',
  tableIds: ['t3', 't4'],
  amountSpent: 182,
  createdBy: 'uid-staff-2',
  searchTokens: ['camille', 'martin'],
  archived: false,
};

describe('projectDinerReservation', () => {
  it('keeps only what the space renders and the e-mail the read policy checks', () => {
    const copy = projectDinerReservation({ id: 'res-1', active: stored });
    expect(copy).toEqual({
      id: 'res-1',
      customerEmail: 'camille@mail.fr',
      restaurantId: 'rest-bureau',
      restaurantName: 'Au Bureau',
      date: '2027-03-28',
      time: '20:30',
      partySize: 4,
      status: 'CANCELLED',
      // A refused request, told apart from a cancellation (issue 48, defect 8); not how or why.
      refused: true,
      archived: false,
      isVisit: false,
    });
    // The stored copy is what its collection's schema reads back.
    expect(DinerReservationSchema.parse(copy)).toEqual(copy);
    const text = JSON.stringify(copy);
    for (const secret of ['uid-staff', 'Complet ce soir', 'difficile', 'arachides', 't3', '182', '0612'])
      expect(text).not.toContain(secret);
  });

  it('reads the active document first, flagged or not, and the archive copy once the active one is gone', () => {
    const archivedCopy = {
      ...stored,
      status: 'COMPLETED',
      archived: true,
      archivedAt: '2027-07-01T02:00:00Z',
    };
    expect(
      projectDinerReservation({ id: 'res-1', active: { ...stored, archived: true }, archived: archivedCopy }),
    ).toMatchObject({ status: 'CANCELLED', archived: true });
    expect(projectDinerReservation({ id: 'res-1', archived: archivedCopy })).toMatchObject({
      status: 'COMPLETED',
      archived: true,
    });
  });

  it('gives no copy when no diner may read one: nothing left, no e-mail (phone-only or erased), unreadable status', () => {
    expect(projectDinerReservation({ id: 'res-1' })).toBeNull();
    expect(projectDinerReservation({ id: 'res-1', active: { ...stored, customerEmail: '' } })).toBeNull();
    expect(projectDinerReservation({ id: 'res-1', active: { ...stored, customerEmail: '  ' } })).toBeNull();
    expect(projectDinerReservation({ id: 'res-1', active: { ...stored, status: 'WHATEVER' } })).toBeNull();
  });

  it('marks a visit declared on the tablet, and reads the mark back from the copy', () => {
    const visit = { ...stored, status: 'VISIT_DECLARED', isVirtualReservation: true };
    const copy = projectDinerReservation({ id: 'res-1', active: visit });
    expect(copy?.isVisit).toBe(true);
    expect(projectDinerReservation({ id: 'res-1', active: { ...copy, status: 'COMPLETED' } })?.isVisit).toBe(
      true,
    );
  });
});
