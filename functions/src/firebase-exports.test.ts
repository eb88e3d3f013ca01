import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as functions from './index';

/**
 * What Firebase deploys (ARCHITECTURE §2): the jobs at the spec's times, and firebase.json deploying the esbuild
 * bundle folder on nodejs22 with the storage rules. The deployed bundle itself (every function the local host
 * serves, v2 in europe-west1, jobs on Paris time, secrets, App Check) is checked as Firebase loads it by
 * `pnpm test:deploy` (src/deploy/deploy-check.deploy.test.ts).
 */
interface Endpoint {
  scheduleTrigger?: { schedule: string; timeZone: string };
}

const endpoints = Object.entries(functions).map(
  ([name, value]) => [name, (value as { __endpoint?: Endpoint }).__endpoint] as const,
);

describe('firebase exports', () => {
  it('run the jobs on Europe/Paris time: auto-completion at 05:00, archiving daily, retention at 03:30, the waitlist every 5 minutes, the mail and SMS outboxes every minute, reminders every 10, table proposals before each service', () => {
    const schedules = Object.fromEntries(
      endpoints.flatMap(([name, e]) => (e?.scheduleTrigger ? [[name, e.scheduleTrigger]] : [])),
    );
    expect(schedules).toEqual({
      autoCompleteReservations: { schedule: '*/5 5-23 * * *', timeZone: 'Europe/Paris', retryConfig: {} },
      archiveReservations: { schedule: '0 4 * * *', timeZone: 'Europe/Paris', retryConfig: {} },
      processMailOutbox: { schedule: 'every 1 minutes', timeZone: 'Europe/Paris', retryConfig: {} },
      processSmsOutbox: { schedule: 'every 1 minutes', timeZone: 'Europe/Paris', retryConfig: {} },
      processWebhookOutbox: { schedule: 'every 1 minutes', timeZone: 'Europe/Paris', retryConfig: {} },
      processWaitlist: { schedule: '*/5 * * * *', timeZone: 'Europe/Paris', retryConfig: {} },
      sendBookingReminders: { schedule: 'every 10 minutes', timeZone: 'Europe/Paris', retryConfig: {} },
      applyRetention: { schedule: '30 3 * * *', timeZone: 'Europe/Paris', retryConfig: {} },
      proposeServiceTables: { schedule: '30 10,17 * * *', timeZone: 'Europe/Paris', retryConfig: {} },
    });
  });

  it('deploy the bundle folder on nodejs22, built afresh by every deploy, with the settings of functions/.env.<project>', () => {
    const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
      functions: { source: string; runtime: string }[];
    };
    expect(config.functions).toEqual([
      expect.objectContaining({
        source: '.deploy/functions',
        runtime: 'nodejs22',
        configDir: 'functions',
        predeploy: ['pnpm --filter @app/functions deploy:bundle'],
      }),
    ]);
  });

  it('deploy storage.rules: restaurant images readable by anyone, nothing written from a browser', () => {
    const root = join(import.meta.dirname, '../..');
    const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
      storage?: { rules: string };
    };
    expect(config.storage).toEqual({ rules: 'storage.rules' });
    const rules = readFileSync(join(root, 'storage.rules'), 'utf8').replace(/\/\/.*$/gm, '');
    expect(rules).toMatch(
      /match \/restaurants\/\{path=\*\*\} \{\s*allow get: if true;\s*allow list, write: if false;/,
    );
    expect(rules.match(/allow [^;]*write[^;]*;/g)).toEqual([
      'allow list, write: if false;',
      'allow read, write: if false;',
    ]);
  });
});
