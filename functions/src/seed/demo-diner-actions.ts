import { CLIENT_AUTHOR, DINER_CONFIRMED_LABEL, EMAIL_LINK_ACTOR, type Reservation } from '@app/domain';

/** The request of today that the demo's diner changed themselves from their space (issue 48). */
const CHANGED_TIME = '20:30';

/**
 * The diner's own actions on a demo booking, as the server writes them (issue 48), with no random draw so the rest
 * of the demo stays the same: a booking the diner cancelled has its `dinerCancelledAt` (« Annulée par le client »),
 * and today's 20:30 request is one the diner changed from 20:00 and one guest fewer, back to « À confirmer »
 * (« Modifiée par le client », its history entry before → after).
 */
export function markDinerActions(
  reservation: Reservation,
  { offset, now }: { offset: number; now: Date },
): void {
  const last = reservation.statusHistory.at(-1);
  if (reservation.status === 'CANCELLED' && last?.status === 'cancelled' && last.changedBy === CLIENT_AUTHOR)
    reservation.dinerCancelledAt = last.changedAt;
  if (offset !== 0 || reservation.status !== 'PENDING' || reservation.time !== CHANGED_TIME) return;
  if (!reservation.customerEmail) return;
  const changedAt = new Date(
    Math.min(Date.parse(reservation.createdAt) + 60 * 60_000, now.getTime() - 10 * 60_000),
  ).toISOString();
  const to = { date: reservation.date, time: reservation.time, partySize: reservation.partySize };
  const from = { date: reservation.date, time: '20:00', partySize: reservation.partySize + 1 };
  reservation.statusHistory = [
    ...reservation.statusHistory,
    { status: 'pending', changedBy: CLIENT_AUTHOR, changedAt, kind: 'diner_changed', change: { from, to } },
  ];
  reservation.dinerChangedAt = changedAt;
  reservation.updatedAt = changedAt;
}

/**
 * Today's confirmed tables of an even party had their reminder the day before, and the diner answered « Je
 * confirme ma venue »: the day screen shows their mark and the services' counts on first start. No random draw,
 * so the rest of the demo stays the same.
 */
export function markDinerConfirmation(
  reservation: Reservation,
  { offset, startsAt, now }: { offset: number; startsAt: string; now: Date },
): void {
  if (offset !== 0 || reservation.status !== 'CONFIRMED' || !reservation.customerEmail) return;
  if (reservation.partySize % 2 !== 0) return;
  const remindedAt = Math.min(Date.parse(startsAt) - 24 * 3_600_000, now.getTime() - 2 * 3_600_000);
  const answeredAt = new Date(remindedAt + 45 * 60_000).toISOString();
  reservation.reminderSentAt = new Date(remindedAt).toISOString();
  reservation.dinerConfirmedAt = answeredAt;
  reservation.emailAnswers = { confirm: answeredAt };
  reservation.statusHistory = [
    ...reservation.statusHistory,
    {
      status: 'confirmed',
      changedBy: EMAIL_LINK_ACTOR,
      changedAt: answeredAt,
      reason: DINER_CONFIRMED_LABEL,
      kind: 'diner_confirmed',
    },
  ];
}
