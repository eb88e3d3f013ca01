import { SPEND_MESSAGES, formatEuros, summarizeTakings } from '@app/domain';
import type { Reservation } from '@app/domain';
import { useMemo } from 'react';

/**
 * « Addition saisie : 1 234,50 € sur 12 tables »: the bills entered on the day's completed bookings (the same
 * rule as the reports' takings); nothing before the first bill of the day.
 */
export function DayTakings({ reservations }: { reservations: readonly Reservation[] }) {
  const takings = useMemo(() => summarizeTakings({ reservations }), [reservations]);
  if (takings.tables === 0) return null;
  return (
    <p className="day-takings muted" role="status">
      {SPEND_MESSAGES.dayTakings(formatEuros({ amount: takings.amount }), takings.tables)}
    </p>
  );
}
