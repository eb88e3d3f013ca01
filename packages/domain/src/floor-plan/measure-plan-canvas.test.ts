import { describe, expect, it } from 'vitest';
import { FLOOR_PLAN_CANVAS, measurePlanCanvas } from './measure-plan-canvas';

describe('measurePlanCanvas', () => {
  it('is the default canvas for an empty room or one whose elements fit', () => {
    expect(measurePlanCanvas({ elements: [] })).toEqual(FLOOR_PLAN_CANVAS);
    expect(measurePlanCanvas({ elements: [{ x: 100, y: 100, width: 80, height: 80 }] })).toEqual({
      width: 1200,
      height: 800,
    });
  });

  it('grows to hold an element drawn beyond the default canvas', () => {
    expect(measurePlanCanvas({ elements: [{ x: 1190, y: 20, width: 60, height: 900 }] })).toEqual({
      width: 1250,
      height: 920,
    });
  });
});
