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
  compact = false,
}: {
  reservation: Pick<Reservation, 'status' | 'dinerChangedAt' | 'dinerCancelledAt'>;
  /** A phone's card: the mark alone, named for screen readers and in its tooltip, as the row's other marks. */
  compact?: boolean;
}) {
  const mark = dinerActionMark({ reservation });
  if (!mark) return null;
  const cancelled = mark.kind === 'cancelled';
  const Icon = cancelled ? Ban : Pencil;
  if (compact)
    return (
      <span
        className={`row-mark diner-action diner-action--${mark.kind}`}
        role="img"
        aria-label={mark.label}
        title={`${mark.label} le ${frenchDateTime(mark.at)}`}
      >
        <Icon className="bo-icon" aria-hidden="true" />
      </span>
    );
  return (
    <Badge
      className="diner-action"
      tone={cancelled ? 'error' : 'info'}
      icon={Icon}
      title={`${mark.label} le ${frenchDateTime(mark.at)}`}
    >
      {mark.label}
    </Badge>
  );
}
