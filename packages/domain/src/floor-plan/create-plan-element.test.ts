import { describe, expect, it } from 'vitest';
import { FloorPlanElementSchema, type Room } from '../schemas/floor-plan';
import { createPlanElement } from './create-plan-element';

const room: Room = { id: 'r', name: 'Salle 1', elements: [] };

describe('createPlanElement', () => {
  it('creates every kind of element at (100, 100), valid for the plan schema', () => {
    for (const type of ['table', 'wall', 'furniture'] as const) {
      const element = createPlanElement({ type, id: `e-${type}`, room, rooms: [room] });
      expect(element).toMatchObject({ id: `e-${type}`, type, x: 100, y: 100, rotation: 0 });
      expect(FloorPlanElementSchema.parse(element)).toEqual(element);
    }
  });

  it('numbers tables one after the other in the room', () => {
    const first = createPlanElement({ type: 'table', id: 'a', room, rooms: [room] });
    const withOne = { ...room, elements: [first] };
    const second = createPlanElement({ type: 'table', id: 'b', room: withOne, rooms: [withOne] });
    expect([first, second].map((t) => (t.type === 'table' ? t.number : null))).toEqual(['1', '2']);
    expect(first).toMatchObject({ capacity: 4, shape: 'rectangle' });
  });

  it('gives furniture an empty name to fill in', () => {
    expect(createPlanElement({ type: 'furniture', id: 'f', room, rooms: [room] })).toMatchObject({
      name: '',
    });
  });
});
