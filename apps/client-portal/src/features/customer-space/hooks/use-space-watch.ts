import { MESSAGES } from '@app/domain';
import type { MySpace } from '@app/domain';
import { useToast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { customerKeys } from '../../../session/customer-session-context';
import { newGiftsSince, readAnnouncedGifts, writeAnnouncedGifts } from './gift-memory';

/** The channel other tabs of the customer space listen to (customer-flows §4). */
export const LOYALTY_CHANNEL = 'loyalty-update';

interface LoyaltyMessage {
  email: string;
  points: number;
}

function totalPoints(space: MySpace): number {
  return space.cards.reduce((sum, card) => sum + card.points, 0);
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOYALTY_CHANNEL);
}

/**
 * What the space does with each read (the 30-second refresh included): announces new gifts once, and when the
 * points changed, tells the customer's other tabs on 'loyalty-update', which re-read and say
 * 'Points de fidélité mis à jour'. A refresh that fails is only logged (the query keeps the last data).
 */
export function useSpaceWatch(email: string, space: MySpace | undefined, error: unknown) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const lastPoints = useRef<number | null>(null);
  /** Points another tab announced: reaching them here is not news to broadcast back. */
  const announced = useRef<number | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    const opened = openChannel();
    channel.current = opened;
    if (!opened) return;
    opened.onmessage = (event: MessageEvent<LoyaltyMessage>) => {
      if (event.data?.email !== email || event.data.points === lastPoints.current) return;
      announced.current = event.data.points;
      void queryClient.invalidateQueries({ queryKey: customerKeys.space });
      toast.info(MESSAGES.customerSpace.pointsShared);
    };
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [email, queryClient, toast]);

  useEffect(() => {
    if (!space) return;
    const fresh = newGiftsSince(readAnnouncedGifts(email), space.giftsAvailable);
    if (fresh > 0) toast.success(MESSAGES.customerSpace.newGifts(fresh));
    writeAnnouncedGifts(email, space.giftsAvailable);

    const points = totalPoints(space);
    const changed = lastPoints.current !== null && lastPoints.current !== points;
    lastPoints.current = points;
    if (changed && points !== announced.current)
      channel.current?.postMessage({ email, points } satisfies LoyaltyMessage);
    if (points === announced.current) announced.current = null;
  }, [email, space, toast]);

  useEffect(() => {
    if (error) console.warn('Espace client : rafraîchissement impossible', error);
  }, [error]);
}
