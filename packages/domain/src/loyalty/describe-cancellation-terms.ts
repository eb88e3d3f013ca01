import { CUSTOMER_SPACE_MESSAGES as M } from '../errors/customer-messages';
import { formatDateTime } from '../format/format-date';
import { formatPoints } from '../format/format-points';
import { cancellationDeadline, decideCancellationCharge } from './decide-cancellation-charge';
import type { LoyaltyConfig } from './loyalty-config-schema';

/** What cancelling a booking now costs the diner, as the cancel dialog says it before they confirm. */
export interface CancellationTerms {
  /** 'free' before the venue's deadline, 'penalty' from it on. */
  charge: 'free' | 'penalty';
  /** Until when cancelling is free (ISO instant). */
  freeUntil: string;
  /** The points a late cancellation takes (positive), 0 when free. */
  penaltyPoints: number;
}

/**
 * The terms of cancelling a confirmed booking now (issue 48, defect 3): free before the venue's deadline
 * (`freeCancellationHours` before its time), else the venue's cancellation points.
 * @example cancellationTerms({ date: '2026-11-28', time: '20:00', now, config }) // { charge: 'free', freeUntil: '2026-11-27T19:00:00.000Z', penaltyPoints: 0 }
 */
export function cancellationTerms({
  date,
  time,
  now,
  config,
}: {
  date: string;
  time: string;
  now: Date;
  config: Pick<LoyaltyConfig, 'freeCancellationHours' | 'pointsForCancellation'>;
}): CancellationTerms {
  const hours = config.freeCancellationHours;
  const charge = decideCancellationCharge({
    from: 'CONFIRMED',
    date,
    time,
    now,
    freeCancellationHours: hours,
  });
  return {
    charge: charge === 'penalty' ? 'penalty' : 'free',
    freeUntil: cancellationDeadline({ date, time, freeCancellationHours: hours }).toISOString(),
    penaltyPoints: charge === 'penalty' ? Math.abs(config.pointsForCancellation) : 0,
  };
}

/**
 * The sentence of the cancel dialog: « Annulation gratuite jusqu'au 27/11/2026 à 20:00 : … » or « Le délai
 * d'annulation gratuite est passé : annuler maintenant vous retire 5,0 points de fidélité. »
 */
export function describeCancellationTerms({ terms }: { terms: CancellationTerms }): string {
  return terms.charge === 'free' || terms.penaltyPoints === 0
    ? M.cancelFree(formatDateTime({ timestamp: terms.freeUntil }))
    : M.cancelLate(formatPoints({ points: terms.penaltyPoints }));
}
