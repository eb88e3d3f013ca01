import { setGlobalOptions } from 'firebase-functions/v2/options';
import { defineSecret } from 'firebase-functions/params';
import { readEnv } from './config/env';
import { enforceAppCheckOnPublicCallables } from './lib/app-check';

/** Secrets of production, bound to every function (Secret Manager → env vars at run time). */
export const SMTP_PASS = defineSecret('SMTP_PASS');
export const LINK_SECRET = defineSecret('LINK_SECRET');

// Evaluated before the function modules (imported first by firebase-entry.ts), so every function gets them.
setGlobalOptions({ region: readEnv().FUNCTIONS_REGION, secrets: [SMTP_PASS, LINK_SECRET], maxInstances: 10 });

// Production only: customer-facing callables refuse calls without a valid App Check token (ARCHITECTURE §8).
enforceAppCheckOnPublicCallables();
