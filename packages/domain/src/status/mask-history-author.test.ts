import { describe, expect, it } from 'vitest';
import { maskHistoryAuthor } from './mask-history-author';

describe('maskHistoryAuthor', () => {
  const customerEmail = 'ana@mail.fr';

  it("keeps the customer's own e-mail (any case), 'client' and the public link's 'Client Internet'", () => {
    expect(maskHistoryAuthor({ changedBy: 'Ana@Mail.fr', customerEmail })).toBe('ana@mail.fr');
    expect(maskHistoryAuthor({ changedBy: 'client', customerEmail })).toBe('client');
    expect(maskHistoryAuthor({ changedBy: 'Client Internet', customerEmail })).toBe('Client Internet');
  });

  it("writes '' for the system", () => {
    expect(maskHistoryAuthor({ changedBy: '', customerEmail })).toBe('');
    expect(maskHistoryAuthor({ changedBy: undefined, customerEmail })).toBe('');
    expect(maskHistoryAuthor({ changedBy: 'system', customerEmail })).toBe('');
    expect(maskHistoryAuthor({ changedBy: 'Système', customerEmail })).toBe('');
  });

  it("hides every other author, staff id or e-mail, behind 'restaurant'", () => {
    for (const changedBy of ['u-admin-42', 'paul@resto.fr', 'tablet', 'bob@mail.fr']) {
      expect(maskHistoryAuthor({ changedBy, customerEmail })).toBe('restaurant');
    }
  });

  it('never matches an empty customer e-mail', () => {
    expect(maskHistoryAuthor({ changedBy: 'paul@resto.fr', customerEmail: '' })).toBe('restaurant');
  });
});
