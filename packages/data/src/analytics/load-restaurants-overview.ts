import {
  computeExpectedCovers,
  counterValue,
  describeDayHours,
  listTables,
  resolveAvailabilityMode,
  serviceStatKey,
  toParisDateTime,
  type FloorPlan,
  type Restaurant,
  type RestaurantSettings,
} from '@app/domain';
import type { DocReader } from '../docstore/port';
import type { Entity } from '../repositories/collection-def';
import { CollectionReader } from '../repositories/collection-reader';
import { floorPlansCollection } from '../repositories/floor-plans-repository';
import { reservationsCollection } from '../repositories/reservations-repository';
import { restaurantSettingsCollection, restaurantsCollection } from '../repositories/restaurants-repository';
import type { RestaurantOverviewItem, RestaurantsOverview } from './analytics-types';
import { readCounters, statsPath } from './stats-docs';

const occupancyOf = (covers: number, capacity: number) =>
  capacity > 0 ? Math.round((covers / capacity) * 100) : 0;

/**
 * The restaurants overview (administration §2, the restaurants list made real): per restaurant its tables and
 * seats (every room of its floor plan), today's hours, today's expected guests (the day's counters: covers less
 * cancelled and no-show ones) against the day's capacity (maxCapacityPerDay of the saved booking settings, else
 * the restaurant's copy; « Par tables », the seats of its floor plan), today's guests per service, the requests
 * « À confirmer » from today on, and the totals. Four getAll (four documents per restaurant) and one count per
 * restaurant; a restaurant that does not exist is left out; the list is sorted by name.
 */
export async function loadRestaurantsOverview(
  reader: DocReader,
  { restaurantIds, now }: { restaurantIds: readonly string[]; now: Date },
): Promise<RestaurantsOverview> {
  const ids = [...new Set(restaurantIds)];
  const today = toParisDateTime({ at: now }).date;
  const quiet = { onInvalid: () => undefined };
  const reservations = new CollectionReader(reader, reservationsCollection, quiet);
  const [restaurants, plans, settings, counters, pending] = await Promise.all([
    new CollectionReader(reader, restaurantsCollection, quiet).getMany(ids),
    new CollectionReader(reader, floorPlansCollection, quiet).getMany(ids),
    new CollectionReader(reader, restaurantSettingsCollection, quiet).getMany(ids),
    readCounters(
      reader,
      ids.map((id) => statsPath(id, 'day', today)),
    ),
    Promise.all(
      ids.map((id) =>
        reservations.count({
          where: [
            { field: 'restaurantId', op: '==', value: id },
            { field: 'status', op: '==', value: 'PENDING' },
            { field: 'date', op: '>=', value: today },
          ],
        }),
      ),
    ),
  ]);
  const pendingOf = new Map(ids.map((id, i) => [id, pending[i] ?? 0]));
  const planOf = new Map(plans.map((plan) => [plan.id, plan as Entity<FloorPlan>]));
  const settingsOf = new Map(settings.map((s) => [s.id, s as Entity<RestaurantSettings>]));
  const items: RestaurantOverviewItem[] = (restaurants as Entity<Restaurant>[])
    .map((restaurant) => {
      const plan = planOf.get(restaurant.id);
      const tables = plan ? listTables(plan) : [];
      const booking = settingsOf.get(restaurant.id) ?? restaurant;
      const day = counters.get(statsPath(restaurant.id, 'day', today)) ?? {};
      const todayCovers = computeExpectedCovers({ counters: day });
      const seats = tables.reduce((sum, table) => sum + table.capacity, 0);
      // « Par tables » the venue's capacity is its seats, not a daily covers figure it never applies
      // (issue 48, defect 16: « 18 / 250 » for a 30-seat venue).
      const capacityBasis: RestaurantOverviewItem['capacityBasis'] =
        resolveAvailabilityMode({ settings: booking }) === 'tables' ? 'seats' : 'day';
      const capacity = capacityBasis === 'seats' ? seats : booking.maxCapacityPerDay;
      return {
        id: restaurant.id,
        name: restaurant.name,
        emoji: restaurant.emoji,
        address: restaurant.address,
        tables: tables.length,
        seats,
        todayHours: describeDayHours({ openingHours: booking.openingHours, date: today }),
        todayCovers,
        capacity,
        capacityBasis,
        occupancy: occupancyOf(todayCovers, capacity),
        todayByService: {
          lunch: counterValue(day, serviceStatKey('lunch', 'covers')),
          dinner: counterValue(day, serviceStatKey('dinner', 'covers')),
        },
        pendingRequests: pendingOf.get(restaurant.id) ?? 0,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const sum = (pick: (item: RestaurantOverviewItem) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  const todayCovers = sum((item) => item.todayCovers);
  const capacity = sum((item) => item.capacity);
  return {
    restaurants: items,
    totals: {
      restaurants: items.length,
      tables: sum((item) => item.tables),
      seats: sum((item) => item.seats),
      todayCovers,
      capacity,
      occupancy: occupancyOf(todayCovers, capacity),
      pendingRequests: sum((item) => item.pendingRequests),
    },
  };
}
