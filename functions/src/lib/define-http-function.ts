import { onRequest, type HttpsFunction, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { readEnv } from '../config/env';
import { boundFunction } from './request-bounds/bound-function';

/**
 * The one way to write an HTTP function (`onRequest`), as defineCallable is for callables: in the configured region,
 * behind the request bounds (request-bounds/: a body or query too deep, too large, holding a NUL or a lone
 * surrogate is answered 400 « Données invalides » before the handler runs, issue 55). The public API's routes
 * (/api/v1) are written with it too.
 */
export function defineHttpFunction(
  handler: (req: Request, res: Response) => void | Promise<void>,
): HttpsFunction {
  return boundFunction(onRequest({ region: readEnv().FUNCTIONS_REGION }, handler));
}
