import { BILL_CEILING_DEFAULTS } from '@app/domain';
import type { DemoReservation } from './demo-reservations';

/**
 * Issue 49's held bill in the demo: today's first completed booking of a venue carries a bill an `admin` typed
 * above the new venue's ceiling (400 € a guest over 150 €), « En attente de validation » on its page until an
 * admin_full approves or refuses it. It earns nothing and counts in no takings, as the server leaves it.
 */
export function holdOneDemoBill(list: DemoReservation[], today: string, staffUid: string): void {
  const booking = list.find((r) => r.date === today && r.status === 'COMPLETED');
  if (!booking) return;
  const enteredAt = booking.updatedAt ?? booking.createdAt;
  const amount = booking.partySize * 400;
  booking.pendingBill = {
    amount,
    ceiling: booking.partySize * BILL_CEILING_DEFAULTS.newVenuePerCover,
    enteredBy: staffUid,
    enteredAt,
  };
  booking.statusHistory = [
    ...booking.statusHistory,
    {
      status: 'completed',
      changedBy: staffUid,
      changedAt: enteredAt,
      kind: 'bill_held',
      amountSpent: amount,
    },
  ];
}
