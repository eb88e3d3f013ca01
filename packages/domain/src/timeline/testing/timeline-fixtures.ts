import type { FloorPlan } from '../../schemas/floor-plan';
import type { TimelineBooking } from '../build-service-timeline';

/** A Saturday without a clock change. */
export const SATURDAY = '2026-11-21';

const table = (id: string, number: string, capacity: number, online = true) => ({
  id,
  type: 'table' as const,
  number,
  capacity,
  shape: 'rectangle' as const,
  x: 0,
  y: 0,
  width: 60,
  height: 60,
  rotation: 0,
  ...(online ? {} : { online: false }),
});

/**
 * Two rooms: « Salle » with the 2-tops 1 and 2 (joinable into a 4) and the 4-top 10, « Terrasse » with a 6-top
 * kept in-house.
 */
export const PLAN: Pick<FloorPlan, 'rooms' | 'tableGroups'> = {
  rooms: [
    {
      id: 'salle',
      name: 'Salle',
      elements: [table('t10', '10', 4), table('t2', '2', 2), table('t1', '1', 2)],
    },
    { id: 'terrasse', name: 'Terrasse', elements: [table('t20', '20', 6, false)] },
  ],
  tableGroups: [{ id: 'g12', tableIds: ['t1', 't2'], capacity: 4 }],
};

/** A confirmed booking of the day. */
export const booking = (
  id: string,
  time: string,
  partySize: number,
  extra: Partial<TimelineBooking> = {},
): TimelineBooking => ({ id, time, partySize, status: 'CONFIRMED', ...extra });
