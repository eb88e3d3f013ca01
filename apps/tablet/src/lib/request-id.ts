/**
 * The id the kiosk gives one declared visit or one account confirmation, sent again on every retry so that a call
 * repeated after a lost connection counts once (TabletRequestIdSchema: 8 to 64 of [A-Za-z0-9_-]).
 */
export function createRequestId(randomUUID: () => string = () => crypto.randomUUID()): string {
  return randomUUID().replace(/-/g, '');
}

/** One attempt: the request id given to what is being sent (`key`: the contact, or the e-mail and code). */
export interface RequestAttempt {
  key: string;
  requestId: string;
}

/** The same attempt while the key is the same (a retry), a new one with a new id as soon as it changes. */
export function attemptFor(
  current: RequestAttempt | null,
  key: string,
  create: () => string = createRequestId,
): RequestAttempt {
  return current !== null && current.key === key ? current : { key, requestId: create() };
}
