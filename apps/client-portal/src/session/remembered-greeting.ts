/**
 * The name the customer's space greets them with (« Bonjour Camille 👋 »), remembered in this browser with the
 * customer's e-mail, so that the boot script paints the greeting at the next opening before React, the Auth
 * session and the customer's record have arrived (boot/paint-space-greeting.ts). Forgotten with the session
 * (sign-out, expiry, another customer's sign-in: session-record.ts), kept beside the session record's own
 * storage so that it never outlives it. The space rewrites it at each opening (a name changed in the profile).
 */
const KEY = 'customerSpaceGreeting';

interface Remembered {
  email: string;
  name: string;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the name the space showed this customer (replacing any other customer's). */
export function rememberGreetingName(email: string, name: string): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ email, name } satisfies Remembered));
  } catch {
    // A full or refused storage only costs the next opening its early greeting.
  }
}

/** The name remembered for this customer; undefined when none (or another customer's, or unreadable). */
export function rememberedGreetingName(email: string): string | undefined {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
    return value?.email === email && typeof value.name === 'string' ? value.name : undefined;
  } catch {
    return undefined;
  }
}

export function forgetGreetingName(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
