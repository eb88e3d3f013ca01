import { useMutation } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';

/** « Je ne suis plus disponible »: `declineWaitlistOffer` gives the offered table to the next person at once. */
export function useDeclineOffer() {
  return useMutation({
    mutationFn: (token: string) => callFunction<{ ok: true }>('declineWaitlistOffer', { token }),
  });
}
