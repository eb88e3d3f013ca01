import { z } from 'zod';
import { FLOOR_PLAN_MESSAGES } from '../errors/admin-messages';
import {
  checkTableGroup,
  indexGroupableTables,
  type GroupablePlanElement,
} from '../floor-plan/check-table-group';
import { IdSchema, TimestampSchema } from './primitives';
import { TEXT_MAX_LENGTHS, textTooLong } from './text-limits';
import { safeString } from './safe-string';

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
    .union([safeString(), z.number()])
    .transform(String)
    .pipe(safeString().trim().min(1).max(50, textTooLong(50))),
  capacity: z.number().int().min(1),
  /**
   * Fewest guests « Par tables » seats there online (a 6-top kept for 4 and more); absent: 1. Staff may seat
   * anyone anywhere.
   */
  minCapacity: z.number().int().min(1).optional(),
  /** Whether « Par tables » may give it online (absent: yes); false keeps it for walk-ins and staff bookings. */
  online: z.boolean().optional(),
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
  name: safeString().max(NAME_MAX, textTooLong(NAME_MAX)).default(''),
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
  name: safeString().trim().min(1).max(NAME_MAX, textTooLong(NAME_MAX)),
  elements: z.array(FloorPlanElementSchema).default([]),
});
/** {@link RoomSchema} output type. */
export type Room = z.infer<typeof RoomSchema>;

const F = FLOOR_PLAN_MESSAGES;

/**
 * Tables that may be joined for one party (« Par tables » and staff assignment): the tables by element id (a
 * renumbered table stays in its group) and the seats the joined tables give, which the venue sets (two 4-tops
 * side by side often seat 6, not 8). The group is offered online only when all its tables are.
 */
export const TableGroupSchema = z
  .object({
    id: PlanIdSchema,
    tableIds: z.array(PlanIdSchema).min(2, F.groupTablesCount).max(8, F.groupTablesCount),
    capacity: z
      .number(F.groupCapacityRange)
      .int(F.groupCapacityRange)
      .min(2, F.groupCapacityRange)
      .max(50, F.groupCapacityRange),
    minCapacity: z.number().int().min(1).optional(),
  })
  .refine((group) => new Set(group.tableIds).size === group.tableIds.length, {
    message: F.groupDuplicateTable,
    path: ['tableIds'],
  })
  .refine((group) => (group.minCapacity ?? 1) <= group.capacity, {
    message: F.groupMinAboveMax,
    path: ['minCapacity'],
  });
/** {@link TableGroupSchema} output type. */
export type TableGroup = z.infer<typeof TableGroupSchema>;

/**
 * The first refusal of a plan's joinable groups, or null: each passes {@link checkTableGroup} (tables of the
 * plan, a capacity between the largest table and the tables' seats together plus a margin, not twice the same
 * tables).
 */
export function checkTableGroups({
  rooms,
  tableGroups,
}: {
  rooms: readonly { elements: readonly GroupablePlanElement[] }[];
  tableGroups: readonly Pick<TableGroup, 'tableIds' | 'capacity'>[];
}): string | null {
  const tables = indexGroupableTables(rooms);
  for (const [index, group] of tableGroups.entries()) {
    const refusal = checkTableGroup({ tables, group, others: tableGroups.slice(0, index) });
    if (refusal) return refusal;
  }
  return null;
}

/** A floor plan (collection `floorPlans`, id = restaurantId); at least one room. */
export const FloorPlanSchema = z.object({
  restaurantId: IdSchema,
  rooms: z.array(RoomSchema).min(1),
  /** Joinable tables; a group naming a table removed since is left out by readers. */
  tableGroups: z.array(TableGroupSchema).max(100, F.groupsCount).default([]),
  updatedAt: TimestampSchema.optional(),
});
/** {@link FloorPlanSchema} output type. */
export type FloorPlan = z.infer<typeof FloorPlanSchema>;

/** Every table of a plan, room by room. */
export function listTables(plan: Pick<FloorPlan, 'rooms'>): TableElement[] {
  return plan.rooms.flatMap((room) => room.elements.filter((e): e is TableElement => e.type === 'table'));
}

/** A table's refusal when its online minimum is above its seats. */
export function checkTableMinimum(table: Pick<TableElement, 'capacity' | 'minCapacity'>): string | null {
  return (table.minCapacity ?? 1) <= table.capacity ? null : F.tableMinAboveCapacity;
}
