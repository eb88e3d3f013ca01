import { describe, expect, it } from 'vitest';
import { customerSearchToken } from '../search/build-customer-search-tokens';
import { GUEST_NOTE_INDEXED_WORDS, buildGuestFileSearchTokens } from './build-guest-file-search-tokens';

describe('buildGuestFileSearchTokens', () => {
  it('finds a guest by a tag, a word of the allergies or of the note, as staff type it', () => {
    const tokens = buildGuestFileSearchTokens({
      tags: ['VIP', 'Fan de jazz'],
      allergies: 'Arachides, sans gluten',
      notes: 'Préfère la banquette',
    });
    for (const query of ['vip', 'fan de jazz', 'jazz', 'arach', 'Gluten', 'banquette', 'préf']) {
      expect(tokens).toContain(customerSearchToken(query));
    }
  });

  it('indexes only the first words of a long note, and nothing of an empty file', () => {
    const notes = [...Array.from({ length: GUEST_NOTE_INDEXED_WORDS }, () => 'mot'), 'tardif'].join(' ');
    expect(buildGuestFileSearchTokens({ notes })).not.toContain('tardif');
    expect(buildGuestFileSearchTokens({})).toEqual([]);
  });
});
