import { joinFullName, type Reservation } from '@app/domain';
import type { LoyaltyEventInput } from '../../lib/loyalty-ledger';
import { customerFileIdOf } from './customer-file';

/** What every ledger event of a booking shares: its customer file, venue, author and the contact it gives. */
export function bookingLedgerBase(
  reservation: Reservation,
  changedBy: string,
  now: Date,
): Omit<LoyaltyEventInput, 'event' | 'key'> {
  const contact = {
    name: reservation.customerName,
    firstName: reservation.customerFirstName ?? '',
    lastName: reservation.customerLastName ?? '',
    email: reservation.customerEmail,
    phone: reservation.customerPhone,
  };
  const customerId = customerFileIdOf({
    email: reservation.customerEmail,
    name:
      reservation.customerName ||
      joinFullName({
        firstName: reservation.customerFirstName ?? '',
        lastName: reservation.customerLastName ?? '',
      }),
    phone: reservation.customerPhone,
  });
  return {
    customerId,
    restaurantId: reservation.restaurantId,
    sourceId: reservation.id,
    createdBy: changedBy,
    now,
    createIfMissing: { ...contact, source: reservation.source === 'admin' ? 'admin' : 'online' },
    // The booking was made at this venue: its contact is the venue's to hold.
    viewContact: contact,
  };
}
