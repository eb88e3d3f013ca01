import type { DocStore } from '@app/data';
import { seedRestaurant } from './seed';

/** One table of a test floor plan, as the floor-plan editor saves it (online unless `extra` says otherwise). */
export interface FloorTable {
  id: string;
  type: 'table';
  number: string;
  capacity: number;
  shape: 'rectangle';
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  [field: string]: unknown;
}

/**
 * A 60 × 60 table numbered `number`, seating `capacity`, `x` pixels from the room's left; `extra` adds the
 * engine's fields (`online: false` keeps it for the room, `minCapacity` keeps it for parties of that size).
 */
export function floorTable(
  id: string,
  number: string,
  capacity: number,
  x: number,
  extra: Record<string, unknown> = {},
): FloorTable {
  return {
    id,
    type: 'table',
    number,
    capacity,
    shape: 'rectangle',
    x,
    y: 100,
    width: 60,
    height: 60,
    rotation: 0,
    ...extra,
  };
}

/** The floor most « Par tables » tests share: a 2-top (1) and a 4-top (2) online, a 6-top kept in-house (3). */
export function standardTables(): FloorTable[] {
  return [
    floorTable('a', '1', 2, 0),
    floorTable('b', '2', 4, 100),
    floorTable('c', '3', 6, 200, { online: false }),
  ];
}

/**
 * Writes a venue « Par tables » with the built-in settings (open Monday–Saturday, lunch 12:00–14:30 and dinner
 * 19:00–22:30, the default duration bands 1–2: 1 h 30, 3–4: 2 h, 5+: 2 h 30) and a floor plan of one room,
 * « Salle », holding `tables` ({@link standardTables} unless given) joined by `tableGroups` (none unless given).
 * `restaurant` overrides the restaurant's fields (slug defaults to the id).
 */
export async function seedTablesVenue(
  store: DocStore,
  {
    id,
    tables = standardTables(),
    tableGroups = [],
    restaurant = {},
  }: {
    id: string;
    tables?: FloorTable[];
    tableGroups?: Record<string, unknown>[];
    restaurant?: Record<string, unknown>;
  },
): Promise<void> {
  await seedRestaurant(store, { id, slug: id, availabilityMode: 'tables', ...restaurant });
  await store.set(`floorPlans/${id}`, {
    restaurantId: id,
    rooms: [{ id: 'salle', name: 'Salle', elements: tables }],
    tableGroups,
  });
}
