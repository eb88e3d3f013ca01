import { useMutation, useQuery } from '@tanstack/react-query';
// zod's tree-shakable build: the page is opened from a mail on a phone.
import * as z from 'zod/mini';
import { callFunction } from '../../../lib/functions';
import type { UnsubscribeLink } from '../hooks/use-unsubscribe-link';

/** What the page shows of a link: the address, the venue that sent the mail, whether offers still come. */
export const UnsubscribeLinkInfoSchema = z.object({
  email: z.string(),
  restaurantName: z.string(),
  subscribed: z.boolean(),
});
/** {@link UnsubscribeLinkInfoSchema} output type. */
export type UnsubscribeLinkInfo = z.infer<typeof UnsubscribeLinkInfoSchema>;

/** Reads the link when the page opens: nothing changes (a mail scanner opening it unsubscribes nobody). */
export function useUnsubscribeLinkInfo(link: UnsubscribeLink) {
  return useQuery({
    queryKey: ['unsubscribe', link.signature, link.email],
    queryFn: async () =>
      UnsubscribeLinkInfoSchema.parse(await callFunction('readUnsubscribeLink', { ...link })),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** « Me désinscrire »: the only thing that unsubscribes (a POST, with the signed link as proof). */
export function useUnsubscribe(link: UnsubscribeLink) {
  return useMutation({
    mutationFn: async () => {
      await callFunction('unsubscribeByLink', { ...link });
    },
  });
}
