import type { DocReader, Unsubscribe } from './port';

/**
 * A DocReader whose driver is loaded on first use, so that the Firestore SDK stays out of an app's main bundle
 * in the embedded mode and is fetched once in Firebase mode (the back office, the customer space).
 */
export function lazyReader(load: () => Promise<DocReader>): DocReader {
  let pending: Promise<DocReader> | undefined;
  const reader = () => (pending ??= load());
  const subscribe = (open: (r: DocReader) => Unsubscribe, error?: (err: Error) => void): Unsubscribe => {
    let stop: Unsubscribe | undefined;
    let cancelled = false;
    reader().then(
      (r) => {
        if (!cancelled) stop = open(r);
      },
      (err: unknown) => error?.(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  };
  return {
    get: async (path) => (await reader()).get(path),
    getAll: async (paths) => (await reader()).getAll(paths),
    query: async (spec) => (await reader()).query(spec),
    count: async (spec) => (await reader()).count(spec),
    sum: async (spec, field) => (await reader()).sum(spec, field),
    onDoc: (path, next, error) => subscribe((r) => r.onDoc(path, next, error), error),
    onQuery: (spec, next, error) => subscribe((r) => r.onQuery(spec, next, error), error),
  };
}
