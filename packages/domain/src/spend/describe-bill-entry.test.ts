import { describe, expect, it } from 'vitest';
import { describeBillEntry } from './describe-bill-entry';

/** Intl separates thousands and « € » with no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('describeBillEntry', () => {
  it('says the bill, or that it was taken back', () => {
    expect(plain(describeBillEntry({ amountSpent: 86.5 }))).toBe('Addition : 86,50 €');
    expect(describeBillEntry({ amountSpent: null })).toBe('Addition retirée');
    expect(describeBillEntry({ amountSpent: 0 })).toBe('Addition retirée');
  });
  it('says a bill held above the ceiling, then approved or refused (issue 49)', () => {
    expect(plain(describeBillEntry({ amountSpent: 1200, kind: 'bill_held' }))).toBe(
      'Addition de 1 200,00 € en attente de validation',
    );
    expect(plain(describeBillEntry({ amountSpent: 1200, kind: 'bill_approved' }))).toBe(
      'Addition de 1 200,00 € validée',
    );
    expect(plain(describeBillEntry({ amountSpent: 1200, kind: 'bill_refused' }))).toBe(
      'Addition de 1 200,00 € refusée',
    );
  });
});
