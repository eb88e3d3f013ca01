import { useMutation } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import type { JoinWaitlistVariables } from './waitlist-types';

/** « M'inscrire sur la liste d'attente »: `joinWaitlist` answers the same whoever waits (no entry id). */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (variables: JoinWaitlistVariables) => callFunction<{ ok: true }>('joinWaitlist', variables),
  });
}
