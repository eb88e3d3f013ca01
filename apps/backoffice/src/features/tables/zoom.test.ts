import { describe, expect, it } from 'vitest';
import { clampZoom, fitRoomZoom, fitZoom, stepZoom, wheelZoom } from './zoom';

describe('floor-plan zoom', () => {
  it('steps by 15 % between 30 % and 200 %', () => {
    expect(stepZoom(100, 1)).toBe(115);
    expect(stepZoom(190, 1)).toBe(200);
    expect(stepZoom(40, -1)).toBe(30);
    expect(clampZoom(5)).toBe(30);
  });

  it('moves by 10 % per ctrl + wheel notch', () => {
    expect(wheelZoom(100, -120)).toBe(110);
    expect(wheelZoom(100, 120)).toBe(90);
  });

  it('fits the plan in the viewport', () => {
    expect(fitZoom(900, 508)).toBe(50);
    expect(fitZoom(100, 2000)).toBe(200);
    expect(fitZoom(0, 500)).toBe(100);
  });

  it('opens a room whole in sight, across and down, at 100 % at most (issue 48, defect 18)', () => {
    const table = (x: number, y: number) => ({ x, y, width: 60, height: 60 });
    const wide = { elements: [table(0, 0), table(1040, 0)] };
    // 1100 + 100 of padding into 1000 px: 82 %.
    expect(fitRoomZoom({ room: wide, width: 1000, height: 460 })).toBe(82);
    // A phone: 350 px across, the minimum of 30 % (the room then scrolls).
    expect(fitRoomZoom({ room: wide, width: 350, height: 500 })).toBe(30);
    // A tall room is fitted down too.
    expect(fitRoomZoom({ room: { elements: [table(0, 0), table(0, 840)] }, width: 1000, height: 460 })).toBe(
      45,
    );
    // A small room is not blown up; an empty one or an unmeasured screen stays at 100 %.
    expect(fitRoomZoom({ room: { elements: [table(0, 0)] }, width: 1000, height: 460 })).toBe(100);
    expect(fitRoomZoom({ room: { elements: [] }, width: 1000, height: 460 })).toBe(100);
    expect(fitRoomZoom({ room: wide, width: 0, height: 0 })).toBe(100);
  });
});
