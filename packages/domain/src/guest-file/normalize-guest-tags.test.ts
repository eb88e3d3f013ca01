import { describe, expect, it } from 'vitest';
import { normalizeGuestTags } from './normalize-guest-tags';

describe('normalizeGuestTags', () => {
  it('spells a suggested tag as suggested, whatever its case or accents', () => {
    expect(normalizeGuestTags({ tags: ['vip', 'HABITUE', ' anniversaire '] })).toEqual([
      'VIP',
      'Habitué',
      'Anniversaire',
    ]);
  });

  it('keeps free tags with a capital, collapsed spaces and no leading #', () => {
    expect(normalizeGuestTags({ tags: ['#fan   de jazz', '  table 12 '] })).toEqual([
      'Fan de jazz',
      'Table 12',
    ]);
  });

  it('drops blanks and repeats (case and accents ignored), the first kept in order', () => {
    expect(normalizeGuestTags({ tags: ['Végé', '', '   ', 'vege', 'VIP', 'Vip'] })).toEqual(['Végé', 'VIP']);
  });

  it('cuts a tag at 30 characters', () => {
    expect(normalizeGuestTags({ tags: ['x'.repeat(40)] })[0]).toHaveLength(30);
  });
});
