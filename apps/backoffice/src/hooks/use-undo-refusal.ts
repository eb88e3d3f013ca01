import type { UndoRefusalInput } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import type { UndoRefusalResult } from '../lib/callables';
import { useCallables } from '../lib/services-context';

/**
 * Undoes a refusal through `undoRefusal` (within 30 s of it, server clock): the request is pending again and
 * its rejection e-mail is withdrawn if it has not left (`mailWithdrawn`). Past the window the error's
 * message is 'Le refus ne peut plus être annulé' (`toUserMessage(error)`).
 */
export function useUndoRefusal() {
  const callables = useCallables();
  return useMutation<UndoRefusalResult, unknown, UndoRefusalInput>({
    mutationKey: ['undoRefusal'],
    mutationFn: (input) => callables.undoRefusal(input),
  });
}
