import { MESSAGES } from '@app/domain';
import { useToast } from '@app/ui';
import { useEffect, useRef } from 'react';
import { newGiftsSince, readAnnouncedGifts, writeAnnouncedGifts } from './gift-memory';

/**
 * What the live space says when the customer's loyalty changes while it is open (customer-flows §4): new gifts
 * once ('🎁 {n} nouveau(x) cadeau(x) disponible(s) !', remembered per e-mail in this browser), and 'Points de
 * fidélité mis à jour' when the points move (a visit credited at the till, a review), never on the first read.
 */
export function useLoyaltyNews(
  email: string,
  loyalty: { giftsAvailable: number; points: number } | undefined,
) {
  const toast = useToast();
  const lastPoints = useRef<number | null>(null);
  const gifts = loyalty?.giftsAvailable;
  const points = loyalty?.points;

  useEffect(() => {
    if (gifts === undefined) return;
    const fresh = newGiftsSince(readAnnouncedGifts(email), gifts);
    if (fresh > 0) toast.success(MESSAGES.customerSpace.newGifts(fresh));
    writeAnnouncedGifts(email, gifts);
  }, [email, gifts, toast]);

  useEffect(() => {
    if (points === undefined) return;
    if (lastPoints.current !== null && lastPoints.current !== points)
      toast.info(MESSAGES.customerSpace.pointsShared);
    lastPoints.current = points;
  }, [points, toast]);
}
