import type { ValidateRewardInput } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

/** 'Appliquer la remise' as a mutation of `validateReward` (active → used, with a usage record). */
export function useValidateReward() {
  const callables = useCallables();
  return useMutation({
    mutationFn: (input: ValidateRewardInput) => callables.validateReward(input),
  });
}
