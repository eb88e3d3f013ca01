/**
 * What each export of the deploy bundle is in a Cloud Run instance (issue 53, cold starts): the instance serves one
 * function, named by FUNCTION_TARGET, so its module is imported on the function's first request and not before,
 * and the other functions' modules never. The Firebase CLI's discovery (and the deploy check) load the bundle
 * without FUNCTION_TARGET: they get every function as it is defined, its trigger and options included. This file
 * is imported by the bundle's entry at load: it imports nothing.
 */

/** The (req, res) handler that firebase-functions makes of each function, as the Functions Framework calls it. */
type Handler = (req: unknown, res: unknown) => unknown;

interface Response {
  headersSent?: boolean;
  status(code: number): { send(body: string): unknown };
}

/** Whether this process loads every function at once: no FUNCTION_TARGET (the CLI's discovery, the probes). */
// The one variable read before any module (config/env.ts would bring zod into every instance's load).
// eslint-disable-next-line no-restricted-syntax
export function loadsEveryFunction(env: Record<string, string | undefined> = process.env): boolean {
  return !env.FUNCTION_TARGET;
}

/**
 * A handler that imports `name` from `load()` on its first call and hands it every request. A failed import is
 * answered 500 and tried again on the next request (a deploy's file missing is logged, not cached).
 */
export function lazyHandler(name: string, load: () => Promise<Record<string, unknown>>): Handler {
  let ready: Promise<Handler> | undefined;
  const handler = async (req: unknown, res: unknown): Promise<unknown> => {
    ready ??= load().then((mod) => {
      const fn = mod[name];
      if (typeof fn !== 'function') throw new Error(`${name} is not a function of its module`);
      return fn as Handler;
    });
    let fn: Handler;
    try {
      fn = await ready;
    } catch (err) {
      ready = undefined;
      console.error(`Loading ${name} failed`, err);
      const response = res as Response;
      if (!response.headersSent) response.status(500).send('Internal error');
      return undefined;
    }
    return fn(req, res);
  };
  return handler;
}
