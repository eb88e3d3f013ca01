import { dinerActionMark, type Reservation } from '@app/domain';
import { Badge } from '@app/ui';
import { Ban, Pencil } from '@app/ui/icons';
import { frenchDateTime } from '../lib/dates';

/**
 * « Modifiée par le client » / « Annulée par le client » (issue 48): the diner changed the booking's date, time or
 * party size, or cancelled it, themselves (customer space, mail link, SMS), on the day list and the booking's
 * page; the history says what changed. Nothing on a booking only staff touched.
 */
export function DinerActionBadge({
  reservation,
}: {
  reservation: Pick<Reservation, 'status' | 'dinerChangedAt' | 'dinerCancelledAt'>;
}) {
  const mark = dinerActionMark({ reservation });
  if (!mark) return null;
  const cancelled = mark.kind === 'cancelled';
  return (
    <Badge
      className="diner-action"
      tone={cancelled ? 'error' : 'info'}
      icon={cancelled ? Ban : Pencil}
      title={`${mark.label} le ${frenchDateTime(mark.at)}`}
    >
      {mark.label}
    </Badge>
  );
}
