import { CLIENT_AUTHOR, type ReservationStatus, type StatusHistoryEntry } from '@app/domain';

/**
 * Who acts on a demo reservation: the staff account of the venue, the customer ('client', never their e-mail:
 * issue 49), or the jobs.
 */
export interface DemoActors {
  staffUid: string;
}

const MINUTE = 60_000;

function at(iso: string, minutes: number, notAfter: Date): string {
  const time = Math.min(Date.parse(iso) + minutes * MINUTE, notAfter.getTime());
  return new Date(time).toISOString();
}

/**
 * A plausible status history for a reservation that ended in `status`, in the stored form (lower-case
 * statuses, acting user id, 'system' for the 05:00 auto-completion). Nothing is dated after `now`.
 */
export function buildStatusHistory(input: {
  status: ReservationStatus;
  createdAt: string;
  /** The booked moment (ISO). */
  startsAt: string;
  createdByStaff: boolean;
  /** When the 05:00 job completed it (the next morning), or undefined when staff did. */
  autoCompletedAt: string | undefined;
  cancelledByCustomer: boolean;
  actors: DemoActors;
  now: Date;
}): StatusHistoryEntry[] {
  const { status, createdAt, startsAt, actors, now } = input;
  if (status === 'VISIT_DECLARED') {
    return [{ status: 'visit_declared', changedBy: 'tablet', changedAt: createdAt }];
  }
  const history: StatusHistoryEntry[] = input.createdByStaff
    ? [{ status: 'confirmed', changedBy: actors.staffUid, changedAt: createdAt }]
    : [{ status: 'pending', changedBy: '', changedAt: createdAt }];
  if (status === 'PENDING') return history;

  const confirm = () => {
    if (!input.createdByStaff)
      history.push({ status: 'confirmed', changedBy: actors.staffUid, changedAt: at(createdAt, 25, now) });
  };
  switch (status) {
    case 'CONFIRMED':
      confirm();
      break;
    case 'SEATED':
      confirm();
      history.push({ status: 'seated', changedBy: actors.staffUid, changedAt: at(startsAt, 5, now) });
      break;
    case 'COMPLETED':
      confirm();
      history.push({ status: 'seated', changedBy: actors.staffUid, changedAt: at(startsAt, 5, now) });
      history.push(
        input.autoCompletedAt
          ? { status: 'completed', changedBy: 'system', changedAt: at(input.autoCompletedAt, 0, now) }
          : { status: 'completed', changedBy: actors.staffUid, changedAt: at(startsAt, 110, now) },
      );
      break;
    case 'NO_SHOW':
      confirm();
      history.push({ status: 'no_show', changedBy: actors.staffUid, changedAt: at(startsAt, 30, now) });
      break;
    case 'CANCELLED':
      if (input.cancelledByCustomer) {
        confirm();
        history.push({
          status: 'cancelled',
          changedBy: CLIENT_AUTHOR,
          changedAt: at(createdAt, 24 * 60, now),
        });
      } else if (input.createdByStaff) {
        history.push({
          status: 'cancelled',
          changedBy: actors.staffUid,
          changedAt: at(createdAt, 60, now),
          reason: 'Annulation par téléphone',
        });
      } else {
        // A refused online request: the refusal mail says the restaurant is full for that slot.
        history.push({
          status: 'cancelled',
          changedBy: actors.staffUid,
          changedAt: at(createdAt, 40, now),
          reason: 'Complet sur ce créneau',
        });
      }
      break;
  }
  return history;
}
