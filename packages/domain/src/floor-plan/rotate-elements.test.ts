import { describe, expect, it } from 'vitest';
import type { FloorPlanElement } from '../schemas/floor-plan';
import { ROTATION_STEP, rotateElements } from './rotate-elements';

const wall = (id: string, rotation: number): FloorPlanElement => ({
  id,
  type: 'wall',
  x: 0,
  y: 0,
  width: 100,
  height: 10,
  rotation,
});

describe('rotateElements', () => {
  it('turns the chosen elements by 45° per click', () => {
    expect(ROTATION_STEP).toBe(45);
    const turned = rotateElements({ elements: [wall('a', 0), wall('b', 90)], ids: ['a'] });
    expect(turned.map((e) => e.rotation)).toEqual([45, 90]);
  });

  it('comes back to 0 after a full turn and normalises odd stored angles', () => {
    let elements = [wall('a', 0)];
    for (let i = 0; i < 8; i++) elements = rotateElements({ elements, ids: ['a'] });
    expect(elements[0]!.rotation).toBe(0);
    expect(rotateElements({ elements: [wall('a', 315)], ids: ['a'] })[0]!.rotation).toBe(0);
    expect(rotateElements({ elements: [wall('a', -90)], ids: ['a'] })[0]!.rotation).toBe(315);
  });
});
