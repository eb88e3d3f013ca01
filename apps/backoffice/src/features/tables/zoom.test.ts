import { describe, expect, it } from 'vitest';
import { clampZoom, fitZoom, stepZoom, wheelZoom } from './zoom';

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
});
