import { afterEach, describe, expect, it } from 'vitest';
import { newGiftsSince, readAnnouncedGifts, writeAnnouncedGifts } from './gift-memory';

afterEach(() => localStorage.clear());

describe('gift announcements', () => {
  it('announces only gifts above the last announced count', () => {
    expect(newGiftsSince(0, 2)).toBe(2);
    expect(newGiftsSince(2, 3)).toBe(1);
    expect(newGiftsSince(3, 1)).toBe(0);
  });

  it('remembers the count per customer', () => {
    writeAnnouncedGifts('a@b.fr', 2);
    expect(readAnnouncedGifts('a@b.fr')).toBe(2);
    expect(readAnnouncedGifts('c@d.fr')).toBe(0);
    localStorage.setItem('announcedGifts', 'garbage');
    expect(readAnnouncedGifts('a@b.fr')).toBe(0);
  });
});
