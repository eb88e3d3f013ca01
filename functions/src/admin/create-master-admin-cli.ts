/**
 * `pnpm --filter @app/functions admin:create-master -- --project <projectId> --email <e-mail> --name "<Prénom Nom>"`
 * makes the first master_admin of a deployed project (create-master-admin.ts) and prints the account's one-time
 * password. Needs the project's credentials: Application Default Credentials of an Owner or Firebase Admin of the
 * project (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS=<service account key>).
 */
import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { AdminStore } from '@app/data/admin';
import { readEnv } from '../config/env';
import { firebaseAuthAdmin } from '../lib/auth-admin';
import { createMasterAdmin } from './create-master-admin';
import { systemClock } from '../lib/system-clock';

const { values } = parseArgs({
  // `pnpm … admin:create-master -- --email x` hands the separator on: it is not an end of options here.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    project: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
  },
});

if (!values.project || !values.email || !values.name) {
  console.error(
    'Usage: pnpm --filter @app/functions admin:create-master -- --project <projectId> --email <e-mail> --name "<Prénom Nom>"',
  );
  process.exit(2);
}

const emulator = readEnv().FIREBASE_AUTH_EMULATOR_HOST;
const app = initializeApp({ projectId: values.project, credential: applicationDefault() });
const store = new AdminStore(getFirestore(app));
try {
  // Run once by hand, outside any function: the machine's clock stamps the profile.
  const result = await createMasterAdmin(
    { email: values.email, name: values.name },
    { auth: firebaseAuthAdmin(app), store, now: systemClock() },
  );
  const where = `${values.project}${emulator ? ` (Auth emulator ${emulator})` : ''}`;
  console.log(
    result.created
      ? `master_admin ${result.email} créé sur ${where}.\nMot de passe provisoire (affiché une seule fois) : ${result.password}`
      : `Le compte ${result.email} existait déjà sur ${where} : il est maintenant master_admin (mot de passe inchangé).`,
  );
} finally {
  await store.close();
}
