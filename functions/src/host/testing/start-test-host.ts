import { startHost, type HostHandle, type HostOptions } from '../start-host';

/** Options every test and bench host shares: free ports, the demo project, no cron, no callables. */
export const TEST_HOST_DEFAULTS = {
  port: 0,
  smtpPort: 0,
  projectId: 'demo-resto',
  region: 'europe-west1',
  urls: {
    backoffice: 'http://127.0.0.1:5173',
    portal: 'http://127.0.0.1:5174',
    tablet: 'http://127.0.0.1:5175',
  },
  functions: {},
  cron: false,
} satisfies Partial<HostOptions>;

/**
 * What a test must still say: where the data lives, how the store opens, who may read, who the caller is, and
 * its clock (a pinned one, or `systemClock` when it shares the machine's with the Auth emulator's tokens), so
 * that no host test reads today's date by accident.
 */
export type TestHostOptions = Pick<HostOptions, 'dataDir' | 'openStore' | 'gate' | 'verify'> &
  Required<Pick<HostOptions, 'now'>> &
  Partial<HostOptions>;

/** Starts the local host on free ports with the shared test defaults, overridden by `options`. */
export function startTestHost(options: TestHostOptions): Promise<HostHandle> {
  return startHost({ ...TEST_HOST_DEFAULTS, ...options });
}
