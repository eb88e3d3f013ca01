import {
  TIMELINE_MESSAGES,
  formatGuests,
  formatTableNumbers,
  getStatusPresentation,
  type UnplacedBooking,
} from '@app/domain';
import { Button } from '@app/ui';

export interface UnplacedLaneProps {
  unplaced: readonly UnplacedBooking[];
  nameOf(bookingId: string): string;
  busy: boolean;
  /** « Placer à la table … »: the engine's best fit given to the booking. */
  onPlace(booking: UnplacedBooking, tables: string[]): void;
}

/**
 * « À placer »: the service's bookings holding no table yet, each with the table the engine would give it now
 * (one click gives it) or « Aucune table libre ne convient ».
 */
export function UnplacedLane({ unplaced, nameOf, busy, onPlace }: UnplacedLaneProps) {
  if (unplaced.length === 0) return null;
  return (
    <section className="tl-unplaced" aria-labelledby="tl-unplaced-title">
      <h2 id="tl-unplaced-title" className="tl-unplaced__title">
        {TIMELINE_MESSAGES.unplaced} ({unplaced.length})
      </h2>
      <ul className="tl-unplaced__list">
        {unplaced.map((booking) => (
          <li key={booking.bookingId} className="tl-unplaced__item">
            <span>
              <strong>{booking.startTime}</strong> {nameOf(booking.bookingId)} ·{' '}
              {formatGuests({ count: booking.partySize })} ·{' '}
              {getStatusPresentation(booking.status)?.label ?? booking.status}
            </span>
            {booking.suggestion ? (
              <Button size="sm" isDisabled={busy} onPress={() => onPlace(booking, booking.suggestion ?? [])}>
                {`Placer à la ${formatTableNumbers({ tables: booking.suggestion }).toLowerCase()}`}
              </Button>
            ) : (
              <span className="tl-unplaced__none">{TIMELINE_MESSAGES.unplacedNoFit}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
