import type { UndoRewardValidationInput } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

/** « Annuler la validation » as a mutation of `undoRewardValidation` (used → active, within a minute). */
export function useUndoReward() {
  const callables = useCallables();
  return useMutation({
    mutationFn: (input: UndoRewardValidationInput) => callables.undoRewardValidation(input),
  });
}
