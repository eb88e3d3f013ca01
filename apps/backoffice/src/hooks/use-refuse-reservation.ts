import {
  AppError,
  GENERIC_MESSAGES,
  RefuseReservationInputSchema,
  firstErrorMessage,
  type RefuseReservationInput,
} from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import type { RefusalResult } from '../lib/callables';
import { useCallables } from '../lib/services-context';

/**
 * Refuses a pending request through `refuseReservation` (reason, optional text for 'other', notify the diner
 * or not). The input is checked with the server's own schema first, so a bad form fails at once with the same
 * French message (`toUserMessage(error)`); the lists follow through their live subscriptions. The answer says
 * whether the e-mail was queued (toast 'Refusée ! Email de refus envoyé' or 'Refusée !') and until when the
 * refusal may be undone (useUndoRefusal). Shared by the home and the day screen, hence not in a feature.
 */
export function useRefuseReservation() {
  const callables = useCallables();
  return useMutation<RefusalResult, unknown, RefuseReservationInput>({
    mutationKey: ['refuseReservation'],
    mutationFn: async (input) => {
      const parsed = RefuseReservationInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError('invalid-argument', firstErrorMessage(parsed) ?? GENERIC_MESSAGES.invalidInput);
      }
      return callables.refuseReservation(parsed.data);
    },
  });
}
