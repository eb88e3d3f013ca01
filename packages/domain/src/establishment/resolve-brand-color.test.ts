import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLOR } from '../index';
import { PAGE_DEFAULT_BRAND_COLOR, resolveBrandColor } from './resolve-brand-color';

describe('resolveBrandColor', () => {
  it('falls back to the schema’s default colour', () => {
    expect(PAGE_DEFAULT_BRAND_COLOR).toBe(DEFAULT_BRAND_COLOR);
  });

  it.each(['#9a3412', '#9f1239', '#1d4ed8'])('keeps the demo colour %s (white text reads on it)', (color) => {
    expect(resolveBrandColor({ brandColor: color })).toBe(color);
  });

  it.each([undefined, null, '', 'red', '#fff', '#facc15', '#ffffff', '#5eead4'])(
    'falls back to the teal for %j (absent, malformed or too light for white text)',
    (color) => {
      expect(resolveBrandColor({ brandColor: color })).toBe(DEFAULT_BRAND_COLOR);
    },
  );
});
