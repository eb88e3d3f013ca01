import type { FloorPlan } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { initialRoomId, planTables } from './plan-tables';

const table = (number: string, capacity: number) => ({
  id: `t${number}`,
  type: 'table' as const,
  number,
  capacity,
  shape: 'rectangle' as const,
  x: 0,
  y: 0,
  width: 70,
  height: 70,
  rotation: 0,
});
const plan: Pick<FloorPlan, 'rooms'> = {
  rooms: [
    {
      id: 'salle',
      name: 'Salle principale',
      elements: [table('1', 2), { id: 'w', type: 'wall', x: 0, y: 0, width: 5, height: 5, rotation: 0 }],
    },
    { id: 'terrasse', name: 'Terrasse', elements: [table('21', 4)] },
  ],
};

describe('plan tables', () => {
  it('lists the tables with their room', () => {
    expect(planTables(plan)).toEqual([
      { number: '1', capacity: 2, roomId: 'salle', roomName: 'Salle principale' },
      { number: '21', capacity: 4, roomId: 'terrasse', roomName: 'Terrasse' },
    ]);
  });

  it('opens on the booking’s table, else the terrace when asked, else the first room', () => {
    expect(initialRoomId({ plan, tables: ['21'], terrace: false })).toBe('terrasse');
    expect(initialRoomId({ plan, tables: ['1'], terrace: true })).toBe('salle');
    expect(initialRoomId({ plan, tables: [], terrace: true })).toBe('terrasse');
    expect(initialRoomId({ plan, tables: [], terrace: false })).toBe('salle');
    expect(initialRoomId({ plan: { rooms: plan.rooms.slice(0, 1) }, tables: [], terrace: true })).toBe(
      'salle',
    );
  });
});
