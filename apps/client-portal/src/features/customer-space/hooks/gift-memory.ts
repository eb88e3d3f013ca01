/**
 * How many available gifts the customer was last told about, per e-mail, in this browser: the space announces
 * only gifts that are new since then ('🎁 {n} nouveau(x) cadeau(x) disponible(s) !').
 */
const KEY = 'announcedGifts';

function readAll(): Record<string, number> {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function readAnnouncedGifts(email: string): number {
  const value = readAll()[email];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function writeAnnouncedGifts(email: string, count: number): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [email]: count }));
  } catch {
    // Without storage the gifts are announced again on the next visit; nothing is lost.
  }
}

/** Gifts to announce: those above what was last announced (0 when there are fewer, e.g. after a claim). */
export function newGiftsSince(announced: number, available: number): number {
  return Math.max(0, available - announced);
}
