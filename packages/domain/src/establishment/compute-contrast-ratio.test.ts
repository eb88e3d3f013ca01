import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLOR } from '../schemas';
import { computeContrastRatio, MIN_TEXT_CONTRAST } from './compute-contrast-ratio';

describe('computeContrastRatio', () => {
  it('spans 1 (same colour) to 21 (black on white), whatever the order', () => {
    expect(computeContrastRatio({ foreground: '#000000', background: '#ffffff' })).toBeCloseTo(21, 5);
    expect(computeContrastRatio({ foreground: '#ffffff', background: '#000000' })).toBeCloseTo(21, 5);
    expect(computeContrastRatio({ foreground: '#777777', background: '#777777' })).toBe(1);
  });

  it('matches the WCAG reference values', () => {
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(computeContrastRatio({ foreground: '#767676', background: '#FFFFFF' })).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(computeContrastRatio({ foreground: '#777777', background: '#ffffff' })).toBeLessThan(
      MIN_TEXT_CONTRAST,
    );
  });

  it('lets white text be read on the product teal', () => {
    expect(computeContrastRatio({ foreground: '#ffffff', background: DEFAULT_BRAND_COLOR })).toBeGreaterThan(
      MIN_TEXT_CONTRAST,
    );
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => computeContrastRatio({ foreground: 'white', background: '#000000' })).toThrow(/#rrggbb/);
  });
});
