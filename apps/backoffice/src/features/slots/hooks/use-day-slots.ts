import { listDaySlots } from '@app/domain';
import type { ClosedTimeSlots, TimeSlot } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

export interface DaySlots {
  loading: boolean;
  /** The configured slots of the date (opening hours of its weekday). */
  slots: TimeSlot[];
  closed: ClosedTimeSlots | null;
}

/**
 * The date's configured slots (restaurant settings, else the restaurant document) and the slots staff
 * closed for that date, live.
 */
export function useDaySlots(restaurantId: string, date: string): DaySlots {
  const { restaurants, closedSlots } = useRepositories();
  const [slots, setSlots] = useState<TimeSlot[] | null>(null);
  const [closed, setClosed] = useState<ClosedTimeSlots | null>(null);

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

  useEffect(
    () => closedSlots.watch({ restaurantId, date }, setClosed, () => setClosed(null)),
    [closedSlots, restaurantId, date],
  );

  return { loading: slots === null, slots: slots ?? [], closed };
}
