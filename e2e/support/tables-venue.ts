/**
 * A venue « Par tables » of one journey's own: its floor plan (one room, « Salle ») saved through the floor-plan
 * editor's callable and its booking rules switched to « Par tables » through the establishment screen's, by its
 * admin_full. The journeys that book, explain or cancel against tables share it, so that each states only the
 * tables it needs.
 */
import { callFunction } from './backend';
import { createOwnVenue, type OwnVenue } from './own-venue';
import { idToken } from './staff-api';

/** One table as the floor-plan editor saves it. */
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
  online?: boolean;
  minCapacity?: number;
}

/**
 * A 60 × 60 table numbered `number`, seating `capacity`, `x` pixels from the room's left; `extra` adds the
 * engine's fields (`online: false` keeps it for walk-ins and staff, `minCapacity` for parties of that size).
 */
export function floorTable(
  id: string,
  number: string,
  capacity: number,
  x: number,
  extra: Pick<FloorTable, 'online' | 'minCapacity'> = {},
): FloorTable {
  return {
    ...{ id, type: 'table', number, capacity, shape: 'rectangle', x, y: 100 },
    ...{ width: 60, height: 60, rotation: 0 },
    ...extra,
  };
}

/** The venue, and its admin_full's token for the callables the journey makes next. */
export interface TablesVenue extends OwnVenue {
  token: string;
}

/**
 * Creates the venue (open every day, at `times` only when given), saves `tables` in its room and, unless
 * `switchMode` is false (a journey that switches it on the establishment screen), turns it « Par tables » with
 * the default duration bands (1–2: 1 h 30, 3–4: 2 h, 5+: 2 h 30).
 */
export async function createTablesVenue(
  label: string,
  {
    tables,
    times,
    switchMode = true,
  }: { tables: FloorTable[]; times?: readonly string[]; switchMode?: boolean },
): Promise<TablesVenue> {
  const venue = await createOwnVenue(label, { role: 'admin_full', ...(times ? { times } : {}) });
  const token = await idToken(venue.staffEmail);
  await callFunction(
    'saveFloorPlan',
    { restaurantId: venue.id, rooms: [{ id: 'salle', name: 'Salle', elements: tables }] },
    token,
  );
  if (switchMode) {
    await callFunction(
      'saveRestaurantSettings',
      { restaurantId: venue.id, settings: { availabilityMode: 'tables' } },
      token,
    );
  }
  return { ...venue, token };
}

/** The times `getAvailability` offers a party of `partySize` (the venue must answer « Par tables »). */
export async function tablesOpenTimes(
  restaurantId: string,
  date: string,
  partySize: number,
  service?: 'lunch' | 'dinner',
): Promise<string[]> {
  const day = await callFunction<{
    mode?: string;
    slots: { time: string; available: boolean; service: string }[];
  }>('getAvailability', { restaurantId, date, partySize });
  if (day.mode !== 'tables') throw new Error(`Expected a venue « Par tables », got ${day.mode}`);
  return day.slots
    .filter((slot) => slot.available && (!service || slot.service === service))
    .map((slot) => slot.time);
}
