import type { Request } from 'express';
import type { CallableFunction, CallableRequest } from 'firebase-functions/v2/https';
import type { ApiKeyContext } from './api-auth';

/** The Auth uid the API's writes are recorded under (the booking's author, its history's entries). */
export const apiKeyUid = (keyId: string) => `api_${keyId}`;

/**
 * Runs a callable for an API key, as the callable's own door would (ARCHITECTURE §10: the API is another door to
 * the same callables' rules): the same input schema and French messages, the same transactions, mails and live
 * updates. The key acts as the venue's least staff role (`admin`) on its venue only, so a key can do no more than
 * a floor member of that venue, and an `admin`'s bill ceiling (issue 49) applies to what a till sends.
 */
export async function callAsKey<R>(
  fn: CallableFunction<unknown, Promise<R>>,
  key: ApiKeyContext,
  data: unknown,
  req: Request,
  now: Date,
): Promise<R> {
  const request = {
    data,
    auth: {
      uid: apiKeyUid(key.keyId),
      token: {
        role: 'admin',
        restaurantIds: [key.restaurantId],
        apiKeyId: key.keyId,
        auth_time: Math.floor(now.getTime() / 1000),
      },
    },
    rawRequest: req,
    acceptsStreaming: false,
  } as unknown as CallableRequest<unknown>;
  return fn.run(request);
}

/** A public callable (availability) run for the key's call: no staff identity. */
export async function callPublic<R>(
  fn: CallableFunction<unknown, Promise<R>>,
  data: unknown,
  req: Request,
): Promise<R> {
  return fn.run({ data, rawRequest: req, acceptsStreaming: false } as unknown as CallableRequest<unknown>);
}
