import { listDaySlots, resolveAvailabilityMode } from '@app/domain';
import type { AvailabilityMode, ClosedTimeSlots, TimeSlot } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

export interface DaySlots {
  /** True until both the configured slots and the date's closed slots have been read once. */
  loading: boolean;
  /** The configured slots of the date (opening hours of its weekday). */
  slots: TimeSlot[];
  /** The slots staff closed for that date (empty lists when none); null when they could not be read. */
  closed: ClosedTimeSlots | null;
  /**
   * « Par couverts » or « Par tables », from the same settings as the slots: a slot's covers figure applies only
   * « Par couverts » (issue 48, defect 16).
   */
  mode: AvailabilityMode;
}

/**
 * The date's configured slots (restaurant settings, else the restaurant document) and the slots staff
 * closed for that date, live. Loading lasts until the closed slots have arrived too: a switch toggled before
 * then would write lists built from nothing and silently reopen the slots closed earlier.
 */
export function useDaySlots(restaurantId: string, date: string): DaySlots {
  const { restaurants, closedSlots } = useRepositories();
  const [slots, setSlots] = useState<{ list: TimeSlot[]; mode: AvailabilityMode } | null>(null);
  // undefined: not read yet; null: the read failed.
  const [closed, setClosed] = useState<ClosedTimeSlots | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    (async () => {
      const settings = await restaurants.getSettings(restaurantId).catch(() => null);
      const restaurant =
        settings?.openingHours && settings.availabilityMode
          ? null
          : await restaurants.getById(restaurantId).catch(() => null);
      const openingHours = settings?.openingHours ?? restaurant?.openingHours;
      // As the server reads the mode: the saved settings, else the restaurant document's copy.
      const mode = resolveAvailabilityMode({ settings: settings ?? restaurant ?? {} });
      if (live) setSlots({ list: openingHours ? listDaySlots({ openingHours, date }) : [], mode });
    })();
    return () => {
      live = false;
    };
  }, [restaurants, restaurantId, date]);

  useEffect(() => {
    setClosed(undefined);
    return closedSlots.watch({ restaurantId, date }, setClosed, () => setClosed(null));
  }, [closedSlots, restaurantId, date]);

  return {
    loading: slots === null || closed === undefined,
    slots: slots?.list ?? [],
    closed: closed ?? null,
    mode: slots?.mode ?? 'covers',
  };
}
