import { useMutation } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import type { JoinWaitlistVariables } from './waitlist-types';

/** « M'inscrire sur la liste d'attente »: `joinWaitlist` answers with the entry made (the same one on a retry). */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (variables: JoinWaitlistVariables) =>
      callFunction<{ entryId: string }>('joinWaitlist', variables),
  });
}
