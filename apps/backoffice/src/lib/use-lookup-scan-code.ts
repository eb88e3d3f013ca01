import type { LookupScanCodeInput } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallables } from './services-context';

/** `lookupScanCode` as a mutation: what a code stands for at the selected restaurant (nothing is applied). */
export function useLookupScanCode() {
  const callables = useCallables();
  return useMutation({
    mutationFn: (input: LookupScanCodeInput) => callables.lookupScanCode(input),
  });
}
