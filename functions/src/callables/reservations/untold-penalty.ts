import { AppError, MESSAGES, formatPoints, type CancellationCharge } from '@app/domain';

/**
 * A diner's cancellation costs the venue's points when it is late, never more than the screen told them before they
 * confirmed (`acceptedPenalty`, issue 48 defect 3): the free window closing meanwhile is refused, with the amount.
 */
export function refuseUntoldPenalty(
  acceptedPenalty: number | undefined,
): (charge: { charge: CancellationCharge; points: number }) => void {
  return ({ charge, points }) => {
    if (charge === 'penalty' && points > (acceptedPenalty ?? 0))
      throw new AppError(
        'failed-precondition',
        MESSAGES.customerSpace.cancelPenaltyNow(formatPoints({ points })),
      );
  };
}
