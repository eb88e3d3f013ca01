import type { DocData, DocReader, QuerySpec } from '../docstore/port';

/**
 * A reader that counts the documents read as Firestore bills them: one per document of a get / getAll (found or
 * not) and of a query's answer (at least one), one per 1,000 matches of a count() or sum() (at least one).
 * For the analytics tests and benchmark: the screens' reads must not grow with the history.
 */
export function createReadCountingReader(inner: DocReader): {
  reader: DocReader;
  reads: () => number;
  reset: () => void;
} {
  let reads = 0;
  const aggregate = (n: number) => Math.max(1, Math.ceil(n / 1000));
  const reader: DocReader = {
    ...inner,
    get: async <T extends DocData>(path: string) => {
      reads += 1;
      return inner.get<T>(path);
    },
    getAll: async <T extends DocData>(paths: string[]) => {
      reads += paths.length;
      return inner.getAll<T>(paths);
    },
    query: async <T extends DocData>(spec: QuerySpec) => {
      const snap = await inner.query<T>(spec);
      reads += Math.max(1, snap.docs.length);
      return snap;
    },
    count: async (spec: QuerySpec) => {
      const n = await inner.count(spec);
      reads += aggregate(n);
      return n;
    },
    sum: async (spec: QuerySpec, field: string) => {
      reads += aggregate(await inner.count(spec));
      return inner.sum(spec, field);
    },
  };
  return {
    reader,
    reads: () => reads,
    reset: () => {
      reads = 0;
    },
  };
}
