import { describe, expect, it } from 'vitest';
import {
  FloorPlanSchema,
  TableGroupSchema,
  checkTableGroups,
  checkTableMinimum,
  listTables,
} from './floor-plan';

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

describe('TableGroupSchema', () => {
  const first = (input: unknown) => TableGroupSchema.safeParse(input).error?.issues[0]?.message;

  it('joins 2 to 8 distinct tables whose seats the venue sets, with a minimum at most the capacity', () => {
    expect(TableGroupSchema.parse({ id: 'g1', tableIds: ['t1', 't2'], capacity: 6 })).toEqual({
      id: 'g1',
      tableIds: ['t1', 't2'],
      capacity: 6,
    });
    expect(first({ id: 'g1', tableIds: ['t1'], capacity: 6 })).toBe('Une association réunit de 2 à 8 tables');
    expect(first({ id: 'g1', tableIds: ['t1', 't1'], capacity: 6 })).toBe(
      'Une table figure deux fois dans la même association',
    );
    expect(first({ id: 'g1', tableIds: ['t1', 't2'], capacity: 51 })).toBe(
      "La capacité d'une association est comprise entre 2 et 50 places",
    );
    expect(first({ id: 'g1', tableIds: ['t1', 't2'], capacity: 6, minCapacity: 7 })).toBe(
      'Le minimum de places dépasse la capacité',
    );
  });

  it('names only tables of the plan, and a plan saved before joinable tables has none', () => {
    expect(FloorPlanSchema.parse(plan).tableGroups).toEqual([]);
    expect(
      checkTableGroups({ rooms: plan.rooms, tableGroups: [{ tableIds: ['t1', 'w1'], capacity: 6 }] }),
    ).toBe("Une table associée n'existe plus sur le plan");
    expect(checkTableGroups({ rooms: plan.rooms, tableGroups: [] })).toBeNull();
  });

  it('keeps a table minimum online at most its seats', () => {
    expect(checkTableMinimum({ capacity: 6, minCapacity: 4 })).toBeNull();
    expect(checkTableMinimum({ capacity: 4 })).toBeNull();
    expect(checkTableMinimum({ capacity: 4, minCapacity: 5 })).toBe(
      'Le minimum de convives dépasse la capacité de la table',
    );
  });
});
