import type { CancellationCharge } from './decide-cancellation-charge';
import type { StatusCreditEffect } from './status-credit';

/** Reasons written on the ledger entries of status effects (the RGPD export shows them). */
export const STATUS_MOVE_REASONS = {
  visit: 'Réservation honorée',
  visitTakenBack: 'Visite reprise : la réservation n’est plus terminée',
  lateCancellation: 'Annulation tardive',
  freeCancellation: 'Annulation dans les délais : sans pénalité',
  cancellationTakenBack: 'Annulation reprise',
  noShow: 'No-show',
  noShowTakenBack: 'No-show repris',
} as const;

/**
 * The reason of a status effect's ledger entry: what it gives or takes back.
 * @example describeStatusMove({ effect: 'reservation_completed', countDelta: -1, cancellation: 'none' }) // 'Visite reprise : la réservation n’est plus terminée'
 */
export function describeStatusMove({
  effect,
  countDelta,
  cancellation,
}: {
  effect: StatusCreditEffect;
  countDelta: number;
  cancellation: CancellationCharge;
}): string {
  const R = STATUS_MOVE_REASONS;
  const given = countDelta > 0;
  switch (effect) {
    case 'reservation_completed':
      return given ? R.visit : R.visitTakenBack;
    case 'cancellation':
      return given
        ? cancellation === 'free'
          ? R.freeCancellation
          : R.lateCancellation
        : R.cancellationTakenBack;
    case 'no_show':
      return given ? R.noShow : R.noShowTakenBack;
  }
}
