import type { DocStore } from '@app/data';
import type { FunctionsEnv } from './config/env';
import type { FileStore, Runtime } from './lib/runtime';
import { systemClock } from './lib/system-clock';
import { ovhSmsSender } from './sms/ovh-sms-sender';
import type { SmsSender } from './sms/sms-sender';

/** The OVHcloud adapter when its four settings are there; none otherwise (nothing is sent without them). */
function smsSenderOf(env: FunctionsEnv): SmsSender | undefined {
  const { OVH_APPLICATION_KEY, OVH_APPLICATION_SECRET, OVH_CONSUMER_KEY, OVH_SMS_SERVICE } = env;
  if (!OVH_APPLICATION_KEY || !OVH_APPLICATION_SECRET || !OVH_CONSUMER_KEY || !OVH_SMS_SERVICE)
    return undefined;
  return ovhSmsSender({
    endpoint: env.OVH_ENDPOINT,
    applicationKey: OVH_APPLICATION_KEY,
    applicationSecret: OVH_APPLICATION_SECRET,
    consumerKey: OVH_CONSUMER_KEY,
    serviceName: OVH_SMS_SERVICE,
  });
}

/** Secret values are only readable while a function runs, hence getters rather than values read at load. */
export interface SecretReader {
  smtpPass: () => string;
  linkSecret: () => string;
}

/**
 * The production runtime: the Firestore store, the real clock, public URLs from the environment, SMTP from
 * secrets and the uploaded images in Cloud Storage (`files`, lib/cloud-storage-files.ts). Refuses to start with
 * the Auth emulator variable set: its tokens are unsigned.
 */
export function buildProductionRuntime(
  env: FunctionsEnv,
  store: DocStore,
  secrets: SecretReader,
  files?: FileStore,
): Runtime {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in production (unsigned emulator tokens)');
  }
  const project = env.GCLOUD_PROJECT;
  const urls = {
    backoffice: env.URL_BACKOFFICE ?? `https://${project}-admin.web.app`,
    portal: env.URL_PORTAL ?? `https://${project}-loyalty.web.app`,
    tablet: env.URL_TABLET ?? `https://${project}-resa.web.app`,
    functions: env.URL_FUNCTIONS ?? `https://${env.FUNCTIONS_REGION}-${project}.cloudfunctions.net`,
  };
  return {
    store,
    now: systemClock,
    urls,
    // Google's front end appends the client's address to X-Forwarded-For; a client's own entries come first.
    addressSource: { kind: 'forwarded', trustedHops: env.TRUSTED_PROXY_HOPS },
    ...(files ? { files } : {}),
    sms: smsSenderOf(env),
    ...(env.SMS_INBOUND_SECRET && env.SMS_INBOUND_SECRET.length >= 16
      ? { smsInboundSecret: env.SMS_INBOUND_SECRET }
      : {}),
    get linkSecret() {
      const secret = secrets.linkSecret();
      if (secret.length < 16) throw new Error('LINK_SECRET is missing or shorter than 16 characters');
      return secret;
    },
    get smtp() {
      return {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: secrets.smtpPass() } : {}),
        from: env.SMTP_FROM,
      };
    },
  };
}
