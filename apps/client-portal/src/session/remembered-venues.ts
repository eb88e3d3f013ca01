/**
 * The venues the customer's space showed last time, remembered in this browser (their ids only) so that the next
 * opening of the space reads them alongside the customer's record rather than after it (early-space-reads.ts):
 * the record is what lists them, and waiting for it made a third network step before the first screen. Forgotten
 * with the session (sign-out, expiry, another customer's sign-in: session-record.ts).
 */
const KEY = 'customerSpaceVenues';

interface Remembered {
  email: string;
  ids: string[];
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the venue ids the space read for this customer (replacing any other customer's). */
export function rememberVenueIds(email: string, ids: readonly string[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ email, ids: [...ids] } satisfies Remembered));
  } catch {
    // A full or refused storage only costs the next opening its head start.
  }
}

/** The venue ids remembered for this customer; undefined when none (or another customer's, or unreadable). */
export function rememberedVenueIds(email: string): string[] | undefined {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
    if (value?.email !== email || !Array.isArray(value.ids)) return undefined;
    return value.ids.every((id) => typeof id === 'string') ? value.ids : undefined;
  } catch {
    return undefined;
  }
}

export function forgetVenueIds(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
