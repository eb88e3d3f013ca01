import type { RequestHandler, Router } from 'express';
import express from 'express';
import type { JobEvent, ScheduledJob } from './jobs/job-runner';

/** The part of a v2 function object's manifest the host reads to know what it is. */
interface EndpointInfo {
  callableTrigger?: unknown;
  httpsTrigger?: unknown;
  scheduleTrigger?: { schedule?: unknown; timeZone?: unknown };
}

type FunctionObject = RequestHandler & {
  __endpoint?: EndpointInfo;
  run?: (event: JobEvent) => Promise<unknown>;
};

export interface MountedFunctions {
  /** Express router with every callable and HTTP function at `/{name}` (the caller adds the prefix). */
  router: Router;
  callables: string[];
  https: string[];
  jobs: Map<string, ScheduledJob>;
}

function isFunctionObject(value: unknown): value is FunctionObject {
  return typeof value === 'function' && typeof (value as FunctionObject).__endpoint === 'object';
}

/**
 * Mounts the exported function objects unchanged. A v2 `onCall`/`onRequest` object is an Express handler that
 * expects `req.body` parsed and `req.rawBody` kept, which the JSON parser here provides; `onSchedule` objects are
 * returned as jobs for the runner. Exports that are not functions (helpers, constants) are skipped.
 */
export function mountFunctions(
  exportsOfIndex: Record<string, unknown>,
  { callableGate }: { callableGate?: RequestHandler } = {},
): MountedFunctions {
  const router = express.Router();
  // Above the request bounds (10 MiB): a larger body reaches the function, which refuses it as Cloud Functions would.
  const parseBody = express.json({
    limit: '12mb',
    type: ['application/json', 'application/*+json'],
    verify: (req, _res, buf) => {
      (req as unknown as { rawBody: Buffer }).rawBody = buf;
    },
  });
  const keepRawBody: RequestHandler = (req, _res, next) => {
    const withRaw = req as unknown as { rawBody?: Buffer };
    withRaw.rawBody ??= Buffer.alloc(0);
    next();
  };
  const result: MountedFunctions = { router, callables: [], https: [], jobs: new Map() };

  for (const [name, value] of Object.entries(exportsOfIndex)) {
    if (!isFunctionObject(value)) continue;
    const endpoint = value.__endpoint ?? {};
    if (endpoint.callableTrigger !== undefined || endpoint.httpsTrigger !== undefined) {
      const gate = endpoint.callableTrigger !== undefined && callableGate ? [callableGate] : [];
      router.use(`/${name}`, ...gate, parseBody, express.urlencoded({ extended: false }), keepRawBody, value);
      (endpoint.callableTrigger !== undefined ? result.callables : result.https).push(name);
    } else if (endpoint.scheduleTrigger && typeof value.run === 'function') {
      const run = value.run;
      const { schedule, timeZone } = endpoint.scheduleTrigger;
      if (typeof schedule !== 'string') throw new Error(`${name}: the local host needs a literal schedule`);
      result.jobs.set(name, {
        name,
        schedule,
        // Cloud Scheduler runs a job without a time zone on UTC: so does the host, so the omission shows here.
        timeZone: typeof timeZone === 'string' && timeZone ? timeZone : 'UTC',
        run: (event) => run(event),
      });
    }
  }
  return result;
}
