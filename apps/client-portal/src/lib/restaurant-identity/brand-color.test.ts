import { DEFAULT_BRAND_COLOR } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { brandStyle, PORTAL_DEFAULT_BRAND_COLOR } from './brand-color';

// The rule itself is tested beside it (packages/domain/src/establishment/resolve-brand-color.test.ts).
describe('brandStyle', () => {
  it('falls back to the domain’s default colour', () => {
    expect(PORTAL_DEFAULT_BRAND_COLOR).toBe(DEFAULT_BRAND_COLOR);
  });

  it('sets --brand on the page root', () => {
    expect(brandStyle({ brandColor: '#9f1239' })).toEqual({ '--brand': '#9f1239' });
    expect(brandStyle({ brandColor: '#facc15' })).toEqual({ '--brand': DEFAULT_BRAND_COLOR });
    expect(brandStyle({})).toEqual({ '--brand': DEFAULT_BRAND_COLOR });
  });
});
