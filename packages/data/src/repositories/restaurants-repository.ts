import {
  RestaurantSchema,
  RestaurantSettingsSchema,
  type Restaurant,
  type RestaurantBookingSettings,
  type RestaurantSettings,
} from '@app/domain';
import type { DocReader, Unsubscribe } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const restaurantsCollection = defineCollection('restaurants', RestaurantSchema);
/** `restaurantSettings/{restaurantId}`: booking settings kept beside the profile. */
export const restaurantSettingsCollection = defineCollection('restaurantSettings', RestaurantSettingsSchema);
export const restaurantsWriter = new CollectionWriter(restaurantsCollection);
export const restaurantSettingsWriter = new CollectionWriter(restaurantSettingsCollection);

const byName = (a: Restaurant, b: Restaurant) => a.name.localeCompare(b.name, 'fr');

/**
 * Reads of establishments. A master_admin lists them all; other staff read the ones of their claims by id
 * (the read policy would refuse a listing that could include another restaurant).
 */
export function createRestaurantsRepository(reader: DocReader, options?: RepositoryOptions) {
  const restaurants = new CollectionReader(reader, restaurantsCollection, options);
  const settings = new CollectionReader(reader, restaurantSettingsCollection, options);

  return {
    getById: (id: string): Promise<Entity<Restaurant> | null> => restaurants.get(id),

    watchById: (
      id: string,
      next: (value: Entity<Restaurant> | null) => void,
      error?: (err: Error) => void,
    ): Unsubscribe => restaurants.watch(id, next, error),

    /** The restaurants of these ids that exist, by name. */
    async listByIds(ids: readonly string[]): Promise<Entity<Restaurant>[]> {
      return (await restaurants.getMany([...new Set(ids)])).sort(byName);
    },

    /** Every restaurant, by name (master_admin and server). */
    async listAll(): Promise<Entity<Restaurant>[]> {
      return (await restaurants.query({ limit: 500 })).sort(byName);
    },

    /** The restaurant of a public booking link (server side: the booking page goes through a callable). */
    async findBySlug(slug: string): Promise<Entity<Restaurant> | null> {
      const list = await restaurants.query({ where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
      return list[0] ?? null;
    },

    /** Saved booking settings of a restaurant, or null when only the restaurant document holds them. */
    getSettings: (restaurantId: string): Promise<Entity<RestaurantSettings> | null> =>
      settings.get(restaurantId),

    /**
     * The booking settings in force (opening hours, capacities): the saved settings, else the restaurant
     * document's copy, as the booking callables read them; null when the restaurant does not exist. An
     * unreadable settings document falls back to the restaurant's, as the slot manager does.
     */
    async getBookingSettings(restaurantId: string): Promise<RestaurantBookingSettings | null> {
      const saved = await settings.get(restaurantId).catch(() => null);
      const restaurant = await restaurants.get(restaurantId);
      const source = saved ?? restaurant;
      if (!source) return null;
      // The reminder, the other venues and the position are saved on the restaurant document.
      return {
        openingHours: source.openingHours,
        maxCapacityPerDay: source.maxCapacityPerDay,
        bookingCutoffHours: source.bookingCutoffHours,
        onlineBookingEnabled: source.onlineBookingEnabled,
        maxOnlineReservation: source.maxOnlineReservation,
        tableDurationMinutes: source.tableDurationMinutes,
        reminderHours: source.reminderHours,
        // « Par couverts » / « Par tables », its bands and pacing (absent: « Par couverts », the defaults).
        ...(source.availabilityMode ? { availabilityMode: source.availabilityMode } : {}),
        ...(source.tableDurationBands ? { tableDurationBands: source.tableDurationBands } : {}),
        ...(source.pacingCoversPer15Min != null ? { pacingCoversPer15Min: source.pacingCoversPer15Min } : {}),
        suggestSisterVenues: restaurant?.suggestSisterVenues ?? true,
        ...(restaurant?.location !== undefined ? { location: restaurant.location } : {}),
      };
    },
  };
}

export type RestaurantsRepository = ReturnType<typeof createRestaurantsRepository>;
