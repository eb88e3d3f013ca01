import { describe, expect, it } from 'vitest';
import { EMOJI_PICKER_CATEGORIES } from './emoji-picker-categories';

describe('EMOJI_PICKER_CATEGORIES', () => {
  it('has 8 categories of 10 distinct emojis', () => {
    expect(EMOJI_PICKER_CATEGORIES).toHaveLength(8);
    for (const category of EMOJI_PICKER_CATEGORIES) expect(new Set(category.emojis).size).toBe(10);
  });
});
