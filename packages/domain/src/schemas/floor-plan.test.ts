import { describe, expect, it } from 'vitest';
import { FloorPlanSchema, listTables } from './floor-plan';

const plan = {
  restaurantId: 'r1',
  rooms: [
    {
      id: 'room1',
      name: 'Salle 1',
      elements: [
        { id: 't1', type: 'table', x: 100, y: 100, width: 60, height: 60, number: 2.1, capacity: 4 },
        { id: 'w1', type: 'wall', x: 0, y: 0, width: 200, height: 10, rotation: 45 },
        { id: 'f1', type: 'furniture', x: 10, y: 10, width: 20, height: 20 },
      ],
    },
  ],
};

describe('FloorPlanSchema', () => {
  it('parses every element kind with defaults; table numbers become text', () => {
    const parsed = FloorPlanSchema.parse(plan);
    const tables = listTables(parsed);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ number: '2.1', shape: 'rectangle', rotation: 0 });
    expect(parsed.rooms[0]?.elements[2]).toMatchObject({ type: 'furniture', name: '' });
  });

  it('refuses an empty plan, negative coordinates and unknown element types', () => {
    expect(FloorPlanSchema.safeParse({ restaurantId: 'r1', rooms: [] }).success).toBe(false);
    const room = plan.rooms[0]!;
    const withElement = (element: object) => ({ ...plan, rooms: [{ ...room, elements: [element] }] });
    expect(FloorPlanSchema.safeParse(withElement({ ...room.elements[1], x: -1 })).success).toBe(false);
    expect(FloorPlanSchema.safeParse(withElement({ ...room.elements[1], type: 'door' })).success).toBe(false);
    expect(FloorPlanSchema.safeParse(withElement({ ...room.elements[0], number: ' ' })).success).toBe(false);
  });
});
