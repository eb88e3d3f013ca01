import type { DocReader, DocSnapshot, QuerySpec } from '@app/data';
import type { Request } from 'express';
import { authenticate, type ReaderIdentity, type TokenVerifier } from '../auth/token-verifier';
import { permissionDenied, unauthenticated } from './api-errors';
import type { ReadGate } from './read-gate';
import type { SessionGuard } from './session-guard';

/**
 * The caller of a request (null when anonymous), or an ApiError when the token is refused: invalid or expired
 * (the verifier), or revoked since (the session guard).
 */
export async function readerOf(
  req: Request,
  verify: TokenVerifier,
  sessions: SessionGuard,
): Promise<ReaderIdentity | null> {
  const outcome = await authenticate(req.header('authorization'), verify);
  if (outcome.kind === 'invalid') throw unauthenticated();
  const reader = outcome.kind === 'signed-in' ? outcome.identity : null;
  await sessions.assertCurrent(reader);
  return reader;
}

/** Refuses the whole answer when any document in it is not readable: never filter silently. */
export function assertReadable(
  gate: ReadGate,
  reader: ReaderIdentity | null,
  docs: readonly DocSnapshot[],
): void {
  for (const doc of docs) {
    if (!gate.canReadDoc(reader, doc.path, doc.data)) throw permissionDenied();
  }
}

/** Refuses a query whose shape lets it return documents the caller may not read. */
export function assertQueryAllowed(gate: ReadGate, reader: ReaderIdentity | null, spec: QuerySpec): void {
  if (!gate.canRunQuery(reader, spec)) throw permissionDenied();
}

/**
 * What `/count` and `/sum` check before they answer. An aggregate tells something of each document it covers, so it
 * answers only when the caller could have read them all: with a gate whose query check proves it (the product's
 * policy, `shapeProvesEveryDoc`), the query's shape alone, so an aggregate costs what Firestore bills it (one read
 * per 1 000 index entries) and not a read of every match; with any other gate, every matched document is read and
 * judged as `/query` does on its result.
 */
export async function assertResultReadable(
  store: DocReader,
  gate: ReadGate,
  reader: ReaderIdentity | null,
  spec: QuerySpec,
): Promise<void> {
  assertQueryAllowed(gate, reader, spec);
  if (gate.shapeProvesEveryDoc) return;
  const { docs } = await store.query(spec);
  assertReadable(gate, reader, docs);
}
