import type { RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import { hostError } from '../guards/error-handler';
import type { JobRunner } from './job-runner';

/**
 * The `?at=` of `POST /__jobs/{name}`: the event's time for the run (ISO 8601 with a zone), undefined when absent,
 * null when it is not such a date.
 */
export function scheduleTimeOf(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The jobs whose run a journey may limit to one restaurant (`?restaurantId=`): those that read it. */
export const SCOPED_JOBS = ['processWaitlist'];

/**
 * The `?restaurantId=` of `POST /__jobs/{name}`: undefined when absent, null when it is not a restaurant id
 * (letters, digits, `-` and `_`, 128 at most) or the job does not read it.
 */
export function jobRestaurantOf(name: string, value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) return null;
  return SCOPED_JOBS.includes(name) ? value : null;
}

/** `POST /__jobs/{name}[?at=ISO][&restaurantId=…]`: runs a job now, as Cloud Scheduler would at `at`. */
export function jobRunRoute(jobs: JobRunner): RequestHandler {
  return async (req, res) => {
    const name = String(req.params.name);
    if (!jobs.names().includes(name)) {
      res.status(404).json(hostError(404, 'not-found', 'Tâche inconnue.'));
      return;
    }
    const at = scheduleTimeOf(req.query.at);
    if (at === null) {
      res
        .status(400)
        .json(hostError(400, 'invalid-argument', 'Date invalide : « at » attend une date ISO 8601.'));
      return;
    }
    const restaurantId = jobRestaurantOf(name, req.query.restaurantId);
    if (restaurantId === null) {
      res
        .status(400)
        .json(
          hostError(
            400,
            'invalid-argument',
            'Restaurant invalide : « restaurantId » ne vaut pas pour cette tâche.',
          ),
        );
      return;
    }
    try {
      await jobs.trigger(name, {
        ...(at ? { scheduleTime: at } : {}),
        ...(restaurantId ? { restaurantId } : {}),
      });
      res.json({ ok: true });
    } catch (err) {
      logger.error(`job ${name} failed`, err);
      res.status(500).json({ ok: false, ...hostError(500, 'internal', 'La tâche a échoué.') });
    }
  };
}
