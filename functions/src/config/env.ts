import { z } from 'zod';

const EnvSchema = z.object({
  GCLOUD_PROJECT: z.string().default('demo-resto'),
  FUNCTIONS_REGION: z.string().default('europe-west1'),
  /** Set only by the emulator tooling; its tokens are unsigned, so production refuses to start with it. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  // Production wiring (firebase-entry.ts). SMTP_PASS and LINK_SECRET come from Secret Manager as env vars.
  SMTP_HOST: z.string().default(''),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  // Only the address is kept for a restaurant's mails (its name replaces the display name); replies go to the
  // restaurant, or to this address when it has no e-mail, so it must be a mailbox someone reads.
  SMTP_FROM: z.string().default('Réservations <reservations@example.com>'),
  LINK_SECRET: z.string().optional(),
  /**
   * The SMS provider, OVHcloud (ARCHITECTURE §10): the API keys of https://eu.api.ovh.com/createToken and the SMS
   * account. Without all four, no SMS leaves (each queued one fails 'not-configured'). The secret and consumer
   * key come from Secret Manager as env vars, as SMTP_PASS does.
   */
  OVH_ENDPOINT: z.string().default('https://eu.api.ovh.com/1.0'),
  OVH_APPLICATION_KEY: z.string().optional(),
  OVH_APPLICATION_SECRET: z.string().optional(),
  OVH_CONSUMER_KEY: z.string().optional(),
  OVH_SMS_SERVICE: z.string().optional(),
  /** HMAC key of the inbound SMS webhook (16 characters at least); without it the webhook refuses every call. */
  SMS_INBOUND_SECRET: z.string().optional(),
  URL_BACKOFFICE: z.string().optional(),
  URL_PORTAL: z.string().optional(),
  URL_TABLET: z.string().optional(),
  URL_FUNCTIONS: z.string().optional(),
  /**
   * Multiplies the per-address allowances of the public callables (never the per-subject ones). Only the
   * browser journeys set it (`pnpm --filter @app/functions host:e2e`): they play hundreds of diners, staff and
   * tablets through one loopback address, which a real connection never carries. 1 everywhere else.
   */
  RATE_LIMIT_ADDRESS_FACTOR: z.coerce.number().int().min(1).max(50).default(1),
  /**
   * Proxies of our own between Google's front end and the functions (an external Application Load Balancer adds
   * its own address after the client's). 0 when the functions are reached directly, as Firebase callables are:
   * the client's address is then the right-most X-Forwarded-For entry (lib/client-address.ts).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * The portal's index.html that the booking page's HTML is made from (http/booking-page.ts): the local host
   * names the portal's build; a deployed bundle carries its own copy (portal-shell.html) when this is unset.
   */
  PORTAL_SHELL_FILE: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Cloud Storage bucket of the uploaded images; the project's default bucket (FIREBASE_CONFIG) when unset. */
  STORAGE_BUCKET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
});

/** The functions' environment, read and validated once (ARCHITECTURE §5). */
export type FunctionsEnv = z.infer<typeof EnvSchema>;

let cached: FunctionsEnv | undefined;

/** Reads process.env once and returns the validated settings. */
export function readEnv(source: Record<string, string | undefined> = process.env): FunctionsEnv {
  if (source === process.env && cached) return cached;
  const parsed = EnvSchema.parse(source);
  if (source === process.env) cached = parsed;
  return parsed;
}
