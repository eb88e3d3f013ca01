import { listDaySlots } from '@app/domain';
import type { ClosedTimeSlots, TimeSlot } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

export interface DaySlots {
  /** True until both the configured slots and the date's closed slots have been read once. */
  loading: boolean;
  /** The configured slots of the date (opening hours of its weekday). */
  slots: TimeSlot[];
  /** The slots staff closed for that date (empty lists when none); null when they could not be read. */
  closed: ClosedTimeSlots | null;
}

/**
 * The date's configured slots (restaurant settings, else the restaurant document) and the slots staff
 * closed for that date, live. Loading lasts until the closed slots have arrived too: a switch toggled before
 * then would write lists built from nothing and silently reopen the slots closed earlier.
 */
export function useDaySlots(restaurantId: string, date: string): DaySlots {
  const { restaurants, closedSlots } = useRepositories();
  const [slots, setSlots] = useState<TimeSlot[] | null>(null);
  // undefined: not read yet; null: the read failed.
  const [closed, setClosed] = useState<ClosedTimeSlots | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    (async () => {
      const settings = await restaurants.getSettings(restaurantId).catch(() => null);
      const openingHours =
        settings?.openingHours ?? (await restaurants.getById(restaurantId).catch(() => null))?.openingHours;
      if (live) setSlots(openingHours ? listDaySlots({ openingHours, date }) : []);
    })();
    return () => {
      live = false;
    };
  }, [restaurants, restaurantId, date]);

  useEffect(() => {
    setClosed(undefined);
    return closedSlots.watch({ restaurantId, date }, setClosed, () => setClosed(null));
  }, [closedSlots, restaurantId, date]);

  return { loading: slots === null || closed === undefined, slots: slots ?? [], closed: closed ?? null };
}
