import {
  TIMELINE_MESSAGES,
  formatGuests,
  formatPhoneNumber,
  formatTableNumbers,
  type Reservation,
  type TimelineBar,
} from '@app/domain';
import { Button } from '@app/ui';
import { Link } from 'react-router-dom';
import { DinerActionBadge } from '../../../components/diner-action-badge';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../routes/paths';

export interface BookingPanelProps {
  bar: TimelineBar;
  reservation: Reservation | undefined;
  name: string;
  busy: boolean;
  onKeep(bar: TimelineBar): void;
  onClose(): void;
}

/**
 * The selected booking under the grid: who, when, how many, its tables, « Modifiée par le client » when the diner
 * changed it themselves; on a « Table proposée », « Garder »
 * makes the engine's table staff's (changing it is a drag to another row); its full page a click away.
 */
export function BookingPanel({ bar, reservation, name, busy, onKeep, onClose }: BookingPanelProps) {
  const tables = formatTableNumbers({ tables: bar.tables });
  return (
    <section className="tl-panel" aria-label={`Réservation de ${name}`}>
      <div className="tl-panel__main">
        <strong>{name}</strong> <StatusBadge status={bar.status} />
        {reservation ? <DinerActionBadge reservation={reservation} /> : null}
        <span>
          {bar.startTime}–{bar.endTime} · {formatGuests({ count: bar.partySize })} · {tables}
        </span>
        {reservation?.customerPhone ? (
          <span>{formatPhoneNumber({ phone: reservation.customerPhone })}</span>
        ) : null}
        {bar.conflicts.length > 0 ? (
          <span className="tl-panel__conflict">{TIMELINE_MESSAGES.conflict}</span>
        ) : null}
      </div>
      {bar.proposed ? (
        <p className="tl-panel__proposal">
          <span className="badge tl-proposed">{TIMELINE_MESSAGES.proposed}</span> Gardez-la, ou faites glisser
          la réservation vers une autre table.
          <Button
            size="sm"
            variant="primary"
            isDisabled={busy}
            aria-label={TIMELINE_MESSAGES.keepLabel(bar.tables.join(' + '))}
            onPress={() => onKeep(bar)}
          >
            {TIMELINE_MESSAGES.keep}
          </Button>
        </p>
      ) : null}
      <div className="tl-panel__actions">
        <Link className="button" to={paths.reservation(bar.bookingId)}>
          Ouvrir la réservation
        </Link>
        <Button size="sm" variant="ghost" onPress={onClose}>
          Fermer
        </Button>
      </div>
    </section>
  );
}
