/**
 * The host process of the crash tests: the local host wired as `pnpm start` wires it (the product's function
 * exports, the embedded store in the given data folder with the repository's firestore.indexes.json, the domain's
 * read policy, the demo data seeded on the first start), plus test callables (crash-functions.ts). Auth is the
 * in-memory twin (no emulator).
 * Usage: node --import tsx crash-host.ts <dataDir> [options JSON]; prints `CRASH HOST READY <url>` once it serves.
 * Options (`CrashHostOptions`): `smtpPort`, an SMTP server of the test's to send through (it outlives the host);
 * `clockOffsetMs`, the machine's clock moved by that much (a host started again later, past the leases of the one
 * killed); `seed: false`, no demo data.
 */
import * as productFunctions from '../../index';
import { createMemoryAuthAdmin } from '../../lib/auth-admin';
import { systemClock } from '../../lib/system-clock';
import { prepareDemoData } from '../demo-data';
import { openEmbeddedStore } from '../open-embedded-store';
import { policyReadGate } from '../store-api/policy-gate';
import { crashFunctions } from './crash-functions';
import { startTestHost } from './start-test-host';

export interface CrashHostOptions {
  smtpPort?: number;
  clockOffsetMs?: number;
  seed?: boolean;
}

const [dataDir, rawOptions] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-host.ts <dataDir> [options JSON]');
const options = JSON.parse(rawOptions ?? '{}') as CrashHostOptions;
const offset = options.clockOffsetMs ?? 0;

const host = await startTestHost({
  dataDir,
  // A host as `pnpm start` runs it, killed and started again: the machine's clock, as there (moved when asked).
  now: offset === 0 ? systemClock : () => new Date(systemClock().getTime() + offset),
  functions: { ...productFunctions, ...crashFunctions },
  openStore: (dir, now) =>
    openEmbeddedStore(dir, new URL('../../../../firestore.indexes.json', import.meta.url).pathname, now),
  gate: policyReadGate,
  verify: async () => {
    throw new Error('no tokens in the crash test');
  },
  ...(options.smtpPort
    ? {
        smtp: {
          host: '127.0.0.1',
          port: options.smtpPort,
          secure: false,
          from: 'Réservations <reservations@resto.local>',
        },
      }
    : {}),
  beforeServe: async ({ store, now }) => {
    if (options.seed === false) return;
    await prepareDemoData({ store, auth: createMemoryAuthAdmin(), dataDir, now: now() });
  },
});
console.log(`CRASH HOST READY ${host.url}`);
