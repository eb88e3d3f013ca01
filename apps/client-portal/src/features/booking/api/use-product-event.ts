import { useMutation } from '@tanstack/react-query';
import type { PublicProductEvent } from '@app/domain';
import { callFunction } from '../../../lib/functions';

/**
 * Reports a step of the booking page to `recordProductEvent` (the venue's funnel in Rapports): the event's name
 * and the page's slug, nothing else (no cookie, no diner, no device). Fire and forget: a lost event never stops
 * or slows a booking, so failures are dropped.
 */
export function useProductEvent(slug: string): (event: PublicProductEvent) => void {
  const { mutate } = useMutation({
    mutationFn: (event: PublicProductEvent) => callFunction('recordProductEvent', { event, slug }),
  });
  return (event) => mutate(event, { onError: () => undefined });
}
