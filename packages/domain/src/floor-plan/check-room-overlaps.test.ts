import { describe, expect, it } from 'vitest';
import type { FloorPlanElement } from '../schemas/floor-plan';
import { checkPlanOverlaps } from './check-plan-overlaps';
import { checkRoomOverlaps } from './check-room-overlaps';

const table = (id: string, number: string, x: number, y: number): FloorPlanElement => ({
  id,
  type: 'table',
  number,
  capacity: 4,
  shape: 'rectangle',
  x,
  y,
  width: 80,
  height: 80,
  rotation: 0,
});

describe('checkRoomOverlaps', () => {
  it('accepts a room without overlaps', () => {
    expect(
      checkRoomOverlaps({
        room: { name: 'Salle 1', elements: [table('a', '1', 0, 0), table('b', '2', 100, 0)] },
      }),
    ).toEqual({ ok: true });
  });

  it('names both tables and the room, the moved one first', () => {
    const before = [table('a', '1', 100, 100), table('b', '2', 300, 100)];
    const after = [table('a', '1', 100, 100), table('b', '2', 120, 100)];
    expect(checkRoomOverlaps({ room: { name: 'Terrasse', elements: after }, before })).toEqual({
      ok: false,
      message: "Impossible : la table 2 chevauche la table 1 (Terrasse). Écartez-les d'abord.",
    });
    const movedFirst = [table('a', '1', 280, 100), table('b', '2', 300, 100)];
    expect(checkRoomOverlaps({ room: { name: 'Terrasse', elements: movedFirst }, before })).toMatchObject({
      message: "Impossible : la table 1 chevauche la table 2 (Terrasse). Écartez-les d'abord.",
    });
  });

  it('names a wall or a piece of furniture after the table', () => {
    const bar: FloorPlanElement = {
      id: 'f',
      type: 'furniture',
      name: 'Bar',
      x: 0,
      y: 0,
      width: 100,
      height: 40,
      rotation: 0,
    };
    const wall: FloorPlanElement = { id: 'w', type: 'wall', x: 0, y: 0, width: 300, height: 10, rotation: 0 };
    expect(
      checkRoomOverlaps({ room: { name: 'Salle', elements: [bar, table('a', '4', 10, 10)] } }),
    ).toMatchObject({
      message: "Impossible : la table 4 chevauche le meuble « Bar » (Salle). Écartez-les d'abord.",
    });
    expect(
      checkRoomOverlaps({ room: { name: 'Salle', elements: [table('a', '4', 10, 0), wall] } }),
    ).toMatchObject({
      message: "Impossible : la table 4 chevauche un mur (Salle). Écartez-les d'abord.",
    });
  });

  it('with the room before an edit, refuses only the overlaps the edit creates', () => {
    const old = [table('a', '1', 0, 0), table('b', '2', 0, 0), table('c', '3', 300, 0)];
    const mended = [table('a', '1', 0, 0), table('b', '2', 0, 0), table('c', '3', 320, 0)];
    expect(checkRoomOverlaps({ room: { name: 'S', elements: mended }, before: old })).toEqual({ ok: true });
    const worse = [table('a', '1', 0, 0), table('b', '2', 0, 0), table('c', '3', 40, 0)];
    expect(checkRoomOverlaps({ room: { name: 'S', elements: worse }, before: old }).ok).toBe(false);
    expect(checkRoomOverlaps({ room: { name: 'S', elements: old } }).ok).toBe(false);
  });
});

describe('checkPlanOverlaps', () => {
  it('refuses the plan with the first room that has an overlap', () => {
    const rooms = [
      { name: 'Salle', elements: [table('a', '1', 0, 0), table('b', '2', 200, 0)] },
      { name: 'Terrasse', elements: [table('c', '21', 0, 0), table('d', '22', 40, 40)] },
    ];
    expect(checkPlanOverlaps({ rooms })).toEqual({
      ok: false,
      message: "Impossible : la table 22 chevauche la table 21 (Terrasse). Écartez-les d'abord.",
    });
    expect(checkPlanOverlaps({ rooms: rooms.slice(0, 1) })).toEqual({ ok: true });
  });
});
