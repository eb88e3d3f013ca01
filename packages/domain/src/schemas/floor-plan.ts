import { z } from 'zod';
import { IdSchema, TimestampSchema } from './primitives';
import { TEXT_MAX_LENGTHS, textTooLong } from './text-limits';

/** An element's or a room's id as the editor makes it (bounded: the plan is sent whole by `saveFloorPlan`). */
const PlanIdSchema = IdSchema.max(TEXT_MAX_LENGTHS.id, textTooLong(TEXT_MAX_LENGTHS.id));
const NAME_MAX = TEXT_MAX_LENGTHS.name;

/** Geometry shared by every element; coordinates never go below 0 (the editor clamps moves). */
const ElementBase = {
  id: PlanIdSchema,
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
  /** Degrees; the editor turns by 45 per click. */
  rotation: z.number().default(0),
};

/** Shapes of a table on the floor plan. */
export const TABLE_SHAPES = ['rectangle', 'circle'] as const;

/** A table; its number is free text ('2.1'); stored numbers are accepted and turned into text. */
export const TableElementSchema = z.object({
  ...ElementBase,
  type: z.literal('table'),
  number: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().min(1).max(50, textTooLong(50))),
  capacity: z.number().int().min(1),
  shape: z.enum(TABLE_SHAPES).default('rectangle'),
});
/** {@link TableElementSchema} output type. */
export type TableElement = z.infer<typeof TableElementSchema>;

/** A wall of the floor plan. */
export const WallElementSchema = z.object({ ...ElementBase, type: z.literal('wall') });
/** {@link WallElementSchema} output type. */
export type WallElement = z.infer<typeof WallElementSchema>;

/** A piece of furniture of the floor plan, with an optional name. */
export const FurnitureElementSchema = z.object({
  ...ElementBase,
  type: z.literal('furniture'),
  name: z.string().max(NAME_MAX, textTooLong(NAME_MAX)).default(''),
});
/** {@link FurnitureElementSchema} output type. */
export type FurnitureElement = z.infer<typeof FurnitureElementSchema>;

/** Any element of a room, told apart by `type`. */
export const FloorPlanElementSchema = z.discriminatedUnion('type', [
  TableElementSchema,
  WallElementSchema,
  FurnitureElementSchema,
]);
/** {@link FloorPlanElementSchema} output type. */
export type FloorPlanElement = z.infer<typeof FloorPlanElementSchema>;

/** A room of the floor plan with its elements. */
export const RoomSchema = z.object({
  id: PlanIdSchema,
  name: z.string().trim().min(1).max(NAME_MAX, textTooLong(NAME_MAX)),
  elements: z.array(FloorPlanElementSchema).default([]),
});
/** {@link RoomSchema} output type. */
export type Room = z.infer<typeof RoomSchema>;

/** A floor plan (collection `floorPlans`, id = restaurantId); at least one room. */
export const FloorPlanSchema = z.object({
  restaurantId: IdSchema,
  rooms: z.array(RoomSchema).min(1),
  updatedAt: TimestampSchema.optional(),
});
/** {@link FloorPlanSchema} output type. */
export type FloorPlan = z.infer<typeof FloorPlanSchema>;

/** Every table of a plan, room by room. */
export function listTables(plan: Pick<FloorPlan, 'rooms'>): TableElement[] {
  return plan.rooms.flatMap((room) => room.elements.filter((e): e is TableElement => e.type === 'table'));
}
