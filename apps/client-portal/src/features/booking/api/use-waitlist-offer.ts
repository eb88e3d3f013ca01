import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import { WaitlistOfferSchema } from './waitlist-types';

/** The offer behind `?offre={token}` (`readWaitlistOffer`); a refused link is not asked again. */
export function useWaitlistOffer(token: string | undefined) {
  return useQuery({
    queryKey: ['waitlist-offer', token],
    enabled: Boolean(token),
    queryFn: async () => WaitlistOfferSchema.parse(await callFunction('readWaitlistOffer', { token })),
    staleTime: Infinity,
    retry: false,
  });
}
