import { RESERVATION_MESSAGES } from '@app/domain';
import { useToast } from '@app/ui';
import { useEffect, useRef } from 'react';

/**
 * Says « Points de fidélité mis à jour » (staff-operations §10) when the balance a staff screen shows changes
 * while it is open (a visit completed, a voucher validated, a penalty — on this screen or elsewhere), never
 * for the first value read nor when the screen moves to another customer (`subject`).
 */
export function usePointsUpdatedNotice(subject: string, points: number | undefined): void {
  const toast = useToast();
  const seen = useRef<{ subject: string; points: number } | null>(null);
  useEffect(() => {
    if (points === undefined) return;
    const before = seen.current;
    seen.current = { subject, points };
    if (before && before.subject === subject && before.points !== points) {
      toast.info(RESERVATION_MESSAGES.loyaltyUpdated);
    }
  }, [subject, points, toast]);
}
