import {
  ClosedTimeSlotsSchema,
  FloorPlanSchema,
  closedTimeSlotsId,
  type ClosedTimeSlots,
  type FloorPlan,
} from '@app/domain';
import type { DocReader, Unsubscribe } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

/** `floorPlans/{restaurantId}`. */
export const floorPlansCollection = defineCollection('floorPlans', FloorPlanSchema);
/** `closedTimeSlots/{restaurantId}_{date}`. */
export const closedTimeSlotsCollection = defineCollection('closedTimeSlots', ClosedTimeSlotsSchema);
export const floorPlansWriter = new CollectionWriter(floorPlansCollection);
export const closedTimeSlotsWriter = new CollectionWriter(closedTimeSlotsCollection);

/** Reads of a restaurant's floor plan. */
export function createFloorPlansRepository(reader: DocReader, options?: RepositoryOptions) {
  const plans = new CollectionReader(reader, floorPlansCollection, options);
  return {
    /** The restaurant's plan, or null when none was drawn yet. */
    get: (restaurantId: string): Promise<Entity<FloorPlan> | null> => plans.get(restaurantId),
    watch: (
      restaurantId: string,
      next: (plan: Entity<FloorPlan> | null) => void,
      error?: (err: Error) => void,
    ): Unsubscribe => plans.watch(restaurantId, next, error),
  };
}

/** Slots closed by staff for a restaurant and date; an absent document means nothing is closed. */
export function createClosedSlotsRepository(reader: DocReader, options?: RepositoryOptions) {
  const closed = new CollectionReader(reader, closedTimeSlotsCollection, options);
  const empty = (restaurantId: string, date: string): Entity<ClosedTimeSlots> => ({
    id: closedTimeSlotsId(restaurantId, date),
    restaurantId,
    date,
    lunch: [],
    dinner: [],
  });

  return {
    async get(input: { restaurantId: string; date: string }): Promise<Entity<ClosedTimeSlots>> {
      return (
        (await closed.get(closedTimeSlotsId(input.restaurantId, input.date))) ??
        empty(input.restaurantId, input.date)
      );
    },

    watch(
      input: { restaurantId: string; date: string },
      next: (slots: Entity<ClosedTimeSlots>) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      return closed.watch(
        closedTimeSlotsId(input.restaurantId, input.date),
        (value) => next(value ?? empty(input.restaurantId, input.date)),
        error,
      );
    },
  };
}

export type FloorPlansRepository = ReturnType<typeof createFloorPlansRepository>;
export type ClosedSlotsRepository = ReturnType<typeof createClosedSlotsRepository>;
