import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';

/**
 * The offer behind `?offre={token}` (`readWaitlistOffer`); a refused link is not asked again. Its schema (and
 * zod) loads with the answer, so that a booking page opened without an offer never downloads them.
 */
export function useWaitlistOffer(token: string | undefined) {
  return useQuery({
    queryKey: ['waitlist-offer', token],
    enabled: Boolean(token),
    queryFn: async () => {
      const [{ WaitlistOfferSchema }, answer] = await Promise.all([
        import('./waitlist-types'),
        callFunction('readWaitlistOffer', { token }),
      ]);
      return WaitlistOfferSchema.parse(answer);
    },
    staleTime: Infinity,
    retry: false,
  });
}
