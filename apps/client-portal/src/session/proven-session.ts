/**
 * The customer the boot script has already found signed in, with their space's first reads answered
 * (boot/start-early-calls.ts): the guard (require-customer.tsx) takes it, once, as its first state rather than
 * checking again behind a loader, so React's first render is the space itself under the greeting the boot script
 * painted. The guard still compares it with the browser's session record.
 */
let proven: string | undefined;

export function markSessionProven(email: string): void {
  proven = email;
}

/** The e-mail the boot script proved signed in, once; undefined when it proved none or it was taken. */
export function takeProvenSession(): string | undefined {
  const email = proven;
  proven = undefined;
  return email;
}
