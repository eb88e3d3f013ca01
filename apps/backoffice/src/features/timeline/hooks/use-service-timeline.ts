import {
  buildServiceTimeline,
  formatCustomerDisplayName,
  isTableProposal,
  listDaySlots,
  readFloorTables,
  type FloorPlan,
  type FloorTables,
  type Reservation,
  type ServiceTimeline,
  type TableDurationBands,
  type TimelineBooking,
  type TimelineService,
} from '@app/domain';
import { useLiveQuery } from '@app/ui/live-query';
import { useMemo } from 'react';
import { useTableSettings } from '../../../hooks/use-booking-settings';
import { useDayReservations } from '../../../hooks/use-day-reservations';
import { useRepositories } from '../../../lib/services-context';

export interface ServiceTimelineData {
  /** True until the plan, the day and the venue's durations are read. */
  loading: boolean;
  /** The plan or the day could not be read. */
  error: Error | null;
  /** Null while loading, or when the venue has no plan. */
  timeline: ServiceTimeline | null;
  floor: FloorTables;
  /** The day's bookings as the engine reads them (the preview of a move decides on them). */
  bookings: readonly TimelineBooking[];
  bands: TableDurationBands;
  /** The day's reservations by id (names, phone, the detail). */
  byId: ReadonlyMap<string, Reservation>;
  /** How the grid names a booking's guests ('DUPONT Jean'). */
  nameOf(bookingId: string): string;
}

const EMPTY_FLOOR: FloorTables = { tables: [], groups: [] };

/** The booking as the timeline reads it: the engine's fields and whether its tables are a proposal. */
function timelineBooking(r: Reservation): TimelineBooking {
  return {
    id: r.id,
    time: r.time,
    partySize: r.partySize,
    status: r.status,
    tableId: r.tableId,
    ...(r.tablesFreeAt ? { tablesFreeAt: r.tablesFreeAt } : {}),
    proposed: isTableProposal(r),
  };
}

/**
 * The service timeline of a day, live: the venue's plan (its live subscription, shared with the plan), the
 * day's bookings (the list's subscription in react-query's cache) and the venue's durations, drawn by the
 * domain's {@link buildServiceTimeline}, the engine's own view. Every change made anywhere redraws it.
 */
export function useServiceTimeline({
  restaurantId,
  date,
  service,
}: {
  restaurantId: string;
  date: string;
  service: TimelineService;
}): ServiceTimelineData {
  const { floorPlans } = useRepositories();
  const plan = useLiveQuery<FloorPlan | null>({
    queryKey: ['floor-plan', 'live', restaurantId],
    subscribe: (next, error) => floorPlans.watch(restaurantId, next, error),
  });
  const day = useDayReservations(restaurantId, date);
  const settings = useTableSettings(restaurantId);
  const { bands, openingHours } = settings;
  const live = useMemo(() => day.reservations.filter((r) => !r.archived), [day.reservations]);
  const bookings = useMemo(() => live.map(timelineBooking), [live]);
  const byId = useMemo(() => new Map(live.map((r) => [r.id, r])), [live]);
  const slotTimes = useMemo(
    () => (openingHours ? listDaySlots({ openingHours, date }).map((slot) => slot.time) : []),
    [openingHours, date],
  );
  const planData = plan.data;
  const floor = useMemo(() => (planData ? readFloorTables({ plan: planData }) : EMPTY_FLOOR), [planData]);
  const timeline = useMemo(
    () =>
      planData && !day.loading
        ? buildServiceTimeline({ date, plan: planData, bookings, bands, service, slotTimes })
        : null,
    [planData, day.loading, date, bookings, bands, service, slotTimes],
  );
  const nameOf = useMemo(() => {
    const names = new Map(
      live.map((r) => [
        r.id,
        formatCustomerDisplayName({
          name: r.customerName,
          ...(r.customerFirstName !== undefined ? { firstName: r.customerFirstName } : {}),
          ...(r.customerLastName !== undefined ? { lastName: r.customerLastName } : {}),
        }),
      ]),
    );
    return (id: string) => names.get(id) || 'Client';
  }, [live]);
  return {
    loading: plan.isPending || day.loading || !settings.ready,
    error: plan.error ?? day.error,
    timeline,
    floor,
    bookings,
    bands,
    byId,
    nameOf,
  };
}
