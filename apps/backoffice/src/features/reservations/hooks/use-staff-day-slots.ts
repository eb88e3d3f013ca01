import { buildStaffDaySlots } from '@app/domain';
import type { StaffDaySlots } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';

/** What the new-reservation form knows of a date's slots: still reading, unreadable, or the slots. */
export type StaffDaySlotsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; daySlots: StaffDaySlots };

/** Query keys of the reads behind it, so that a booking made here can refresh them. */
export const staffDaySlotsKeys = {
  settings: (restaurantId: string) => ['bookingSettings', restaurantId] as const,
  closedSlots: (restaurantId: string, date: string) => ['closedSlots', restaurantId, date] as const,
  day: (restaurantId: string, date: string) => ['dayReservations', restaurantId, date] as const,
};

/**
 * The date's slots with their remaining covers, as the public booking computes them (domain
 * buildStaffDaySlots over the booking settings, the slots staff closed and the day's bookings). Three
 * bounded reads, read again each time the form opens so that the covers left are current.
 */
export function useStaffDaySlots(restaurantId: string | null, date: string): StaffDaySlotsState {
  const { restaurants, closedSlots, reservations } = useRepositories();
  const enabled = Boolean(restaurantId) && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const id = restaurantId ?? '';
  const settings = useQuery({
    queryKey: staffDaySlotsKeys.settings(id),
    queryFn: () => restaurants.getBookingSettings(id),
    enabled: Boolean(restaurantId),
  });
  const closed = useQuery({
    queryKey: staffDaySlotsKeys.closedSlots(id, date),
    queryFn: () => closedSlots.get({ restaurantId: id, date }),
    enabled,
  });
  const day = useQuery({
    queryKey: staffDaySlotsKeys.day(id, date),
    queryFn: () => reservations.listForDay({ restaurantId: id, date }),
    enabled,
  });
  if (!enabled) return { status: 'loading' };
  if (settings.isError || closed.isError || day.isError || (settings.isSuccess && !settings.data)) {
    return { status: 'error' };
  }
  if (!settings.data || !closed.data || !day.data) return { status: 'loading' };
  return {
    status: 'ready',
    daySlots: buildStaffDaySlots({
      openingHours: settings.data.openingHours,
      maxCapacityPerDay: settings.data.maxCapacityPerDay,
      closedSlots: closed.data,
      reservations: day.data,
      date,
    }),
  };
}
