import type {
  DocData,
  DocReader,
  DocSnapshot,
  QuerySnapshot,
  QuerySpec,
  QueryUpdate,
  Unsubscribe,
} from '../../docstore/port';
import { diffSnapshots, sameData } from './diff-snapshots';
import { DEFAULT_RECONNECT, openLiveStream, type ReconnectOptions } from './live-stream';
import { encodeWire, errorFromWire, snapshotFromWire, type WireSnapshot } from './wire';

/** Fetch's `priority` (the DOM's RequestPriority, which Node's types of the functions' build do not name). */
type FetchPriority = 'high' | 'low' | 'auto';

export interface HttpReaderOptions {
  /** The store API's base, e.g. `http://127.0.0.1:5001/store` (VITE_STORE_BASE). */
  baseUrl: string;
  /** The signed-in user's Firebase ID token, or null when nobody is signed in. Called before every request. */
  getToken?: () => Promise<string | null>;
  /** Injected in tests; defaults to the global fetch (browsers and Node 20). */
  fetch?: typeof fetch;
  reconnect?: Partial<ReconnectOptions>;
}

/**
 * The `http` DocStore driver: the reading half of the port, served by the local host's `/store` API and filtered
 * there by the read policy. Live reads are Server-Sent Events read through fetch, reconnecting after a drop.
 */
export function createHttpReader(options: HttpReaderOptions): DocReader {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const reconnect = { ...DEFAULT_RECONNECT, ...options.reconnect };

  const headers = async (): Promise<Record<string, string>> => {
    const token = options.getToken ? await options.getToken() : null;
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  /**
   * Aggregates (counts and sums: a month calendar asks 42 at a time, and a month flicked past keeps its own
   * running) go out at low priority: over HTTP/1.1 a browser keeps six connections per host, the live streams
   * hold some of them, and a queued request of a screen's list or a new live stream must not wait behind them
   * (seen at load 25: a day's list « Chargement... » for 5 s behind 126 calendar sums).
   */
  const post = async <R>(operation: string, body: unknown, priority?: FetchPriority): Promise<R> => {
    const response = await doFetch(`${base}/${operation}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await headers()) },
      body: JSON.stringify(encodeWire(body)),
      ...(priority ? { priority } : {}),
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorFromWire(payload, response.status);
    return payload as R;
  };

  const subscribeUrl = (params: Record<string, string>) => `${base}/subscribe?${new URLSearchParams(params)}`;

  return {
    async get<T extends DocData>(path: string): Promise<DocSnapshot<T>> {
      const { doc } = await post<{ doc: WireSnapshot }>('get', { path });
      return snapshotFromWire<T>(doc);
    },

    async getAll<T extends DocData>(paths: string[]): Promise<DocSnapshot<T>[]> {
      if (paths.length === 0) return [];
      const { docs } = await post<{ docs: WireSnapshot[] }>('getAll', { paths });
      return docs.map((doc) => snapshotFromWire<T>(doc));
    },

    async query<T extends DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>> {
      const { docs } = await post<{ docs: WireSnapshot[] }>('query', { spec });
      return { docs: docs.map((doc) => snapshotFromWire<T>(doc)) };
    },

    async count(spec: QuerySpec): Promise<number> {
      return (await post<{ count: number }>('count', { spec }, 'low')).count;
    },

    async sum(spec: QuerySpec, field: string): Promise<number> {
      return (await post<{ sum: number }>('sum', { spec, field }, 'low')).sum;
    },

    onDoc<T extends DocData>(
      path: string,
      next: (snap: DocSnapshot<T>) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      let last: DocSnapshot<T> | undefined;
      return openLiveStream({
        url: subscribeUrl({ doc: path }),
        headers,
        fetch: doFetch,
        reconnect,
        onSnapshot: (payload) => {
          const snap = snapshotFromWire<T>((payload as { doc: WireSnapshot }).doc);
          // After a reconnect the fresh snapshot often equals the last one: do not report a change that is none.
          if (last && last.exists === snap.exists && sameData(last.data, snap.data)) return;
          last = snap;
          next(snap);
        },
        onFatal: (err) => error?.(err),
      });
    },

    onQuery<T extends DocData>(
      spec: QuerySpec,
      next: (update: QueryUpdate<T>) => void,
      error?: (err: Error) => void,
    ): Unsubscribe {
      let last: DocSnapshot<T>[] | undefined;
      return openLiveStream({
        url: subscribeUrl({ query: JSON.stringify(encodeWire(spec)) }),
        headers,
        fetch: doFetch,
        reconnect,
        onSnapshot: (payload) => {
          const docs = (payload as { docs: WireSnapshot[] }).docs.map((doc) => snapshotFromWire<T>(doc));
          const changes = diffSnapshots(last ?? [], docs);
          const first = last === undefined;
          last = docs;
          if (first || changes.length > 0) next({ docs, changes });
        },
        onFatal: (err) => error?.(err),
      });
    },
  };
}
