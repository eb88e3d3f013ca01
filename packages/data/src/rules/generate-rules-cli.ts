/** `pnpm --filter @app/data rules:generate`: rewrites /firestore.rules from the domain's read policy. */
import { FIRESTORE_RULES_PATH, writeFirestoreRules } from './firestore-rules-file';

const changed = await writeFirestoreRules();
console.log(
  changed ? `firestore.rules regenerated: ${FIRESTORE_RULES_PATH}` : 'firestore.rules already up to date',
);
