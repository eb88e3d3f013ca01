/**
 * Production entry point (bundled by scripts/deploy-bundle.ts into .deploy/functions/index.js): installs the
 * Firestore-backed runtime with Cloud Storage for the uploaded images (the project's default bucket, or
 * STORAGE_BUCKET), then exports every function of ./index. The local host does its own wiring.
 */
import { LINK_SECRET, SMTP_PASS } from './firebase-globals';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { AdminStore } from '@app/data/admin';
import { readEnv } from './config/env';
import { CloudStorageFiles } from './lib/cloud-storage-files';
import { setRuntime } from './lib/runtime';
import { buildProductionRuntime } from './production-runtime';

initializeApp();
const env = readEnv();
setRuntime(
  buildProductionRuntime(
    env,
    new AdminStore(getFirestore()),
    {
      smtpPass: () => SMTP_PASS.value(),
      linkSecret: () => LINK_SECRET.value(),
    },
    // Asked for on the first upload: a project without a default bucket still serves every other function.
    new CloudStorageFiles(() => getStorage().bucket(env.STORAGE_BUCKET)),
  ),
);

export * from './index';
