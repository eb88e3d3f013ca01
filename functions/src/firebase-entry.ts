/**
 * Production entry point (bundled by scripts/deploy-bundle.ts into .deploy/functions/index.js): installs the
 * Firestore-backed runtime, then exports every function of ./index. The local host does its own wiring.
 */
import { LINK_SECRET, SMTP_PASS } from './firebase-globals';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { AdminStore } from '@app/data/admin';
import { readEnv } from './config/env';
import { setRuntime } from './lib/runtime';
import { buildProductionRuntime } from './production-runtime';

initializeApp();
setRuntime(
  buildProductionRuntime(readEnv(), new AdminStore(getFirestore()), {
    smtpPass: () => SMTP_PASS.value(),
    linkSecret: () => LINK_SECRET.value(),
  }),
);

export * from './index';
