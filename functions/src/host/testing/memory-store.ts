import type {
  DocData,
  DocSnapshot,
  DocStore,
  QuerySnapshot,
  QuerySpec,
  QueryUpdate,
  Unsubscribe,
} from '@app/data';

/**
 * A small in-memory DocStore for the host's unit tests: reads, `==`/`in` filters, one orderBy, limit, and live
 * subscriptions. It stands in for the embedded store where a test is about the host's HTTP, policy and SSE
 * behaviour rather than query semantics (those belong to the conformance suite). Transactions are not supported.
 */
export function createMemoryStore(): DocStore {
  const docs = new Map<string, DocData>();
  const listeners = new Set<() => void>();
  const snap = (path: string): DocSnapshot => {
    const data = docs.get(path);
    return {
      id: path.split('/').pop() ?? '',
      path,
      exists: data !== undefined,
      data: data && structuredClone(data),
    };
  };
  const run = (spec: QuerySpec): QuerySnapshot => {
    let found = [...docs.keys()]
      .filter(
        (path) =>
          path.startsWith(`${spec.collection}/`) &&
          path.split('/').length === spec.collection.split('/').length + 1,
      )
      .map(snap)
      .filter((doc) =>
        (spec.where ?? []).every((w) => {
          const value = doc.data?.[w.field];
          if (w.op === '==') return value === w.value;
          if (w.op === 'in') return Array.isArray(w.value) && w.value.includes(value);
          throw new Error(`memory store: unsupported op ${w.op}`);
        }),
      );
    const order = spec.orderBy?.[0];
    found.sort((a, b) => {
      const [x, y] = order ? [a.data?.[order.field], b.data?.[order.field]] : [a.id, b.id];
      const cmp = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
      return order?.direction === 'desc' ? -cmp : cmp;
    });
    if (spec.limit !== undefined) found = found.slice(0, spec.limit);
    return { docs: found };
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const watch = (emit: () => void): Unsubscribe => {
    queueMicrotask(emit);
    listeners.add(emit);
    return () => listeners.delete(emit);
  };
  const unsupported = (): never => {
    throw new Error('memory store: not supported');
  };

  return {
    async get<T extends DocData>(path: string) {
      return snap(path) as DocSnapshot<T>;
    },
    async getAll<T extends DocData>(paths: string[]) {
      return paths.map(snap) as DocSnapshot<T>[];
    },
    async query<T extends DocData>(spec: QuerySpec) {
      return run(spec) as QuerySnapshot<T>;
    },
    async count(spec) {
      return run(spec).docs.length;
    },
    async sum(spec, field) {
      return run(spec).docs.reduce((total, doc) => total + Number(doc.data?.[field] ?? 0), 0);
    },
    onDoc<T extends DocData>(path: string, next: (s: DocSnapshot<T>) => void) {
      return watch(() => next(snap(path) as DocSnapshot<T>));
    },
    onQuery<T extends DocData>(spec: QuerySpec, next: (u: QueryUpdate<T>) => void) {
      return watch(() => next({ ...(run(spec) as QuerySnapshot<T>), changes: [] }));
    },
    async set(path, data) {
      docs.set(path, structuredClone(data));
      notify();
    },
    async update(path, data) {
      docs.set(path, { ...docs.get(path), ...structuredClone(data) });
      notify();
    },
    async create(path, data) {
      docs.set(path, structuredClone(data));
      notify();
    },
    async delete(path) {
      docs.delete(path);
      notify();
    },
    newId: () => Math.random().toString(36).slice(2, 22),
    batch: unsupported,
    runTransaction: unsupported,
    async close() {
      listeners.clear();
    },
  };
}
