import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ExplainAvailabilityResult } from '../lib/callables';
import { useCallables } from '../lib/services-context';

/** One slot as `explainAvailability` answers it. */
export type ExplainedSlot = ExplainAvailabilityResult['slots'][number];

/** Covers mode: a slot with at most this share of its capacity left counts as nearly full. */
const NEARLY_FULL_SHARE = 0.2;

/**
 * Whether « Pourquoi complet ? » is worth offering on a slot: closed by staff, full online, or nearly so (a fifth
 * of its covers or less left « Par couverts »; some party sizes no longer seated online « Par tables »). A
 * slot already passed, or a day closed to online booking, explains nothing staff can act on.
 */
export function isSlotUnderPressure({
  slot,
  maxOnline,
}: {
  slot: ExplainedSlot;
  maxOnline: number;
}): boolean {
  const x = slot.explanation;
  if (x.passed || x.dateClosed) return false;
  if (x.closedBy || !slot.text.open) return true;
  if (x.mode === 'tables') return x.seatableSizes.length < maxOnline;
  return x.remaining <= Math.floor(x.capacity * NEARLY_FULL_SHARE);
}

/**
 * « Pourquoi complet ? » for every slot of a date (explainAvailability), « Par tables » for `partySize` (the
 * server's 2 when not given), read again whenever `version` changes (the day's bookings or closed slots moved)
 * and every minute, since requests and offers come and go. `ready` false holds it back until the screen's own
 * reads have arrived: the explanation is secondary and must not queue in front of them on a busy host.
 */
export function useSlotExplanations(
  restaurantId: string | null,
  date: string,
  version: string,
  { partySize, ready = true }: { partySize?: number; ready?: boolean } = {},
) {
  const callables = useCallables();
  const query = useQuery({
    queryKey: ['slotExplanations', restaurantId, date, partySize ?? null],
    queryFn: () =>
      callables.explainAvailability({
        restaurantId: restaurantId ?? '',
        date,
        ...(partySize ? { partySize } : {}),
      }),
    // Another party of the same day keeps the slots shown while it reads; another day never shows the last one.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === restaurantId && previousQuery?.queryKey[2] === date
        ? previous
        : undefined,
    enabled: ready && Boolean(restaurantId) && /^\d{4}-\d{2}-\d{2}$/.test(date),
    refetchInterval: 60_000,
  });
  const { refetch } = query;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch();
  }, [version, refetch]);
  return query;
}
