import { createHttpReader, type DocReader, type DocStore, type ReconnectOptions } from '@app/data';
import type { TokenVerifier } from '../auth/token-verifier';
import type { ReadGate } from '../store-api/read-gate';

/**
 * The browser's view of the local host as a DocStore for the conformance suite: every read (get, batch get,
 * query, count, sum, live document and query) goes through the `http` driver to the host's store API; writes,
 * batches and transactions go to the server-side store behind the host, as callables do in the product.
 */
export function readsOverHttp(reader: DocReader, server: DocStore): DocStore {
  return {
    get: (path) => reader.get(path),
    getAll: (paths) => reader.getAll(paths),
    query: (spec) => reader.query(spec),
    count: (spec) => reader.count(spec),
    sum: (spec, field) => reader.sum(spec, field),
    onDoc: (path, next, error) => reader.onDoc(path, next, error),
    onQuery: (spec, next, error) => reader.onQuery(spec, next, error),
    set: (path, data, options) => server.set(path, data, options),
    update: (path, data) => server.update(path, data),
    create: (path, data) => server.create(path, data),
    delete: (path) => server.delete(path),
    newId: () => server.newId(),
    batch: () => server.batch(),
    runTransaction: (fn) => server.runTransaction(fn),
    // The host owns the server-side store and closes it.
    close: async () => undefined,
  };
}

/** The one token the conformance host accepts; the driver sends it on every request and stream. */
export const CONFORMANCE_TOKEN = 'conformance-reader';

export const conformanceVerifier: TokenVerifier = async (token) => {
  if (token !== CONFORMANCE_TOKEN) throw new Error('invalid token');
  return { uid: 'conformance', claims: { role: 'master_admin' } };
};

/**
 * The conformance suite is about query semantics, not the read policy (the policy matrix tests that), and its
 * collections are not in the policy: every signed-in read is allowed, anonymous reads are not.
 */
export const SIGNED_IN_GATE: ReadGate = {
  canReadDoc: (reader) => reader !== null,
  canRunQuery: (reader) => reader !== null,
};

/** An http driver for the conformance host, reconnecting fast so drop tests stay short. */
export function conformanceReader(storeBase: string, reconnect?: Partial<ReconnectOptions>): DocReader {
  return createHttpReader({
    baseUrl: storeBase,
    getToken: async () => CONFORMANCE_TOKEN,
    reconnect: { initialDelayMs: 20, maxDelayMs: 200, heartbeatTimeoutMs: 5_000, ...reconnect },
  });
}
