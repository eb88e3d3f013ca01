import { join, resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const EnvSchema = z.object({
  /** Data folder: the store lives in `{dataDir}/store`, mails, files and the link secret beside it. */
  HOST_DATA_DIR: z.string().default('.data'),
  HOST_PORT: z.coerce.number().int().min(1).max(65535).default(5001),
  /**
   * The address the host listens on: 127.0.0.1 by default. Another (the venue's network, for its tablets) is
   * accepted only because the host verifies every session it serves (start-host.ts assertListenable).
   */
  HOST_LISTEN: z.string().trim().min(1).max(253).default('127.0.0.1'),
  SMTP_SINK_PORT: z.coerce.number().int().min(1).max(65535).default(2525),
  GCLOUD_PROJECT: z
    .string()
    .startsWith('demo-', 'The local host only runs demo- projects')
    .default('demo-resto'),
  FUNCTIONS_REGION: z.string().default('europe-west1'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().default('127.0.0.1:9099'),
  APP_BACKOFFICE_URL: z.string().url().default('http://127.0.0.1:5173'),
  APP_PORTAL_URL: z.string().url().default('http://127.0.0.1:5174'),
  APP_TABLET_URL: z.string().url().default('http://127.0.0.1:5175'),
  /** Extra browser origins allowed by CORS, comma separated (the e2e preview servers, for instance). */
  HOST_EXTRA_ORIGINS: z.string().default(''),
  /** Seed the demo data when the store is empty. */
  HOST_SEED: flag.default(true),
  /** Run the scheduled functions on their cron (tests trigger them through /__jobs instead). */
  HOST_CRON: flag.default(true),
  /**
   * The secret of `/mailbox` and `/__jobs/*` for this start (the start script generates one and prints it);
   * the host draws a random one when it is not given.
   */
  LOCAL_HOST_TOKEN: z.string().min(16).max(200).optional(),
  /**
   * The cost of new customer password hashes: 'production' (scrypt N = 2^17, password-hash.ts) unless the
   * journeys' host asks for 'test' (N = 2^10), as the unit harnesses do. `pnpm start` never sets it.
   */
  HOST_PASSWORD_HASH_COST: z.enum(['production', 'test']).default('production'),
  /** Composite indexes the embedded store enforces; the repository's file by default. */
  HOST_INDEXES_FILE: z.string().default(join(import.meta.dirname, '../../../../firestore.indexes.json')),
});

/** The local host's settings, read once from the environment (ARCHITECTURE §5). */
export interface HostEnv {
  dataDir: string;
  port: number;
  listenHost: string;
  smtpPort: number;
  projectId: string;
  region: string;
  authEmulatorHost: string;
  urls: { backoffice: string; portal: string; tablet: string };
  extraOrigins: string[];
  seed: boolean;
  cron: boolean;
  indexesFile: string;
  localToken: string | undefined;
  /** 'test' for the journeys' host only (cheap scrypt); undefined is production cost. */
  passwordHashCost: 'test' | undefined;
}

/** Validates the environment; the data folder is made absolute against the current directory. */
export function readHostEnv(source: Record<string, string | undefined> = process.env): HostEnv {
  const env = EnvSchema.parse(source);
  return {
    dataDir: resolve(env.HOST_DATA_DIR),
    port: env.HOST_PORT,
    listenHost: env.HOST_LISTEN,
    smtpPort: env.SMTP_SINK_PORT,
    projectId: env.GCLOUD_PROJECT,
    region: env.FUNCTIONS_REGION,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    urls: { backoffice: env.APP_BACKOFFICE_URL, portal: env.APP_PORTAL_URL, tablet: env.APP_TABLET_URL },
    extraOrigins: env.HOST_EXTRA_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seed: env.HOST_SEED,
    cron: env.HOST_CRON,
    indexesFile: resolve(env.HOST_INDEXES_FILE),
    localToken: env.LOCAL_HOST_TOKEN,
    passwordHashCost: env.HOST_PASSWORD_HASH_COST === 'test' ? 'test' : undefined,
  };
}

/**
 * Sets what firebase-admin and firebase-functions read from the process environment: the project, the Auth
 * emulator (its tokens are unsigned, hence the demo- project guard above) and the emulator flag.
 */
export function exportFirebaseEnv(env: HostEnv): void {
  process.env.GCLOUD_PROJECT = env.projectId;
  process.env.GOOGLE_CLOUD_PROJECT = env.projectId;
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: env.projectId });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env.authEmulatorHost;
  process.env.FUNCTIONS_EMULATOR = 'true';
}
