import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocStore } from '@app/data';
import * as logger from 'firebase-functions/logger';
import { DEMO_LOGINS, seedDemoData, type SeedAuth, type SeedResult } from '../seed';
import { seedDemoLanguages } from './demo-languages';
import { seedDemoSms } from './demo-sms';
import type { SmsSinkStore } from './sms/sms-sink-store';

/** File of the data folder where the host leaves the demo logins for the start script to print. */
export const DEMO_LOGINS_FILE = 'demo-logins.json';

/**
 * What the host does before serving when HOST_SEED is on: seeds the demo on the first start (an empty store),
 * leaves the data of an earlier start as they are (giving back only demo sign-in accounts that Auth lost), and
 * writes the demo logins beside the data, where `scripts/start.mjs` (plain Node) reads them to print them.
 */
export async function prepareDemoData(input: {
  store: DocStore;
  auth: SeedAuth;
  dataDir: string;
  /** The day the demo is built around: the host's clock when it starts. */
  now: Date;
  /** The host's SMS sink: on the first start the demo's SMS go in it (demo-sms.ts). */
  smsSink?: SmsSinkStore;
}): Promise<SeedResult> {
  const result = await seedDemoData({ store: input.store, auth: input.auth, now: input.now });
  if (result.seeded) logger.info('demo data seeded', result.counts);
  if (result.seeded) {
    const sms = input.smsSink
      ? await seedDemoSms({ store: input.store, sink: input.smsSink, now: input.now })
      : undefined;
    if (sms) logger.info('demo SMS in the sink', sms);
    // Two visitors' bookings in English and German, their confirmations sent into the mailbox (issue 51).
    const visitors = await seedDemoLanguages({ store: input.store, now: input.now, skip: sms?.reminded });
    logger.info('demo diners in English and German', visitors);
  } else logger.info('demo data already there: not seeded again');
  if (result.restoredAccounts.length > 0) {
    logger.warn(
      `demo sign-in accounts missing from Auth were made again: ${result.restoredAccounts.join(', ')}`,
    );
  }
  await writeFile(join(input.dataDir, DEMO_LOGINS_FILE), `${JSON.stringify(DEMO_LOGINS, null, 2)}\n`);
  return result;
}
