import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { READ_POLICY } from '@app/domain';
import { generateFirestoreRules } from './generate-firestore-rules';

/** The committed rules file at the repository root (firebase.json points at it). Node only. */
export const FIRESTORE_RULES_PATH = fileURLToPath(new URL('../../../../firestore.rules', import.meta.url));

/** The rules the current read policy compiles to. */
export function expectedFirestoreRules(): string {
  return generateFirestoreRules(READ_POLICY);
}

export async function readCommittedFirestoreRules(): Promise<string> {
  return readFile(FIRESTORE_RULES_PATH, 'utf8');
}

/** Regenerates the file; returns whether it changed. */
export async function writeFirestoreRules(): Promise<boolean> {
  const next = expectedFirestoreRules();
  const current = await readCommittedFirestoreRules().catch(() => '');
  if (current === next) return false;
  await writeFile(FIRESTORE_RULES_PATH, next, 'utf8');
  return true;
}
