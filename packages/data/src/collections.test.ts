import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';

describe('COLLECTIONS', () => {
  it('names each collection once', () => {
    expect(new Set(COLLECTIONS).size).toBe(COLLECTIONS.length);
    expect(COLLECTIONS).toContain('reservations_archive');
  });
});
