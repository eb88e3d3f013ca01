import type { Reservation } from '../schemas/reservation';
import { roundEuros } from './round-euros';

/** The bills entered over a set of bookings: their euros, the tables (bookings) and guests they cover. */
export interface TakingsSummary {
  amount: number;
  tables: number;
  covers: number;
}

/**
 * The takings staff entered on a day's bookings (the day screen's « Addition saisie : … sur N tables »): the
 * completed bookings carrying a bill above 0 €, the same rule as the venue's counters (reservationContribution).
 * @example summarizeTakings({ reservations }) // { amount: 1234.5, tables: 12, covers: 31 }
 */
export function summarizeTakings({
  reservations,
}: {
  reservations: readonly Pick<Reservation, 'status' | 'amountSpent' | 'partySize'>[];
}): TakingsSummary {
  let amount = 0;
  let tables = 0;
  let covers = 0;
  for (const r of reservations) {
    if (r.status !== 'COMPLETED' || !r.amountSpent || r.amountSpent <= 0) continue;
    amount += r.amountSpent;
    tables += 1;
    covers += r.partySize;
  }
  return { amount: roundEuros({ amount }), tables, covers };
}
