import { StoreError, type Unsubscribe } from '../../docstore/port';
import { readSseStream } from './sse-parser';
import { errorFromWire } from './wire';

/** How a live stream reconnects after a drop. */
export interface ReconnectOptions {
  /** First wait after a drop; doubled after each failed attempt. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** The host sends a heartbeat every 15 s; silence longer than this means a dead connection. */
  heartbeatTimeoutMs: number;
}

export const DEFAULT_RECONNECT: ReconnectOptions = {
  initialDelayMs: 250,
  maxDelayMs: 10_000,
  heartbeatTimeoutMs: 40_000,
};

export interface LiveStreamOptions {
  url: string;
  headers: () => Promise<Record<string, string>>;
  fetch: typeof fetch;
  reconnect: ReconnectOptions;
  /** Each `snapshot` event's parsed data. After a reconnect the first one is a fresh full snapshot. */
  onSnapshot: (payload: unknown) => void;
  /** A refusal (bad token, forbidden, invalid query): the stream stops and does not retry. */
  onFatal: (err: StoreError) => void;
}

/** Statuses that will not change by retrying the same request. */
const FATAL_STATUSES = new Set([400, 401, 403, 404]);

/**
 * Keeps one SSE subscription open: connects with fetch, parses events, and after any drop (network error, server
 * restart, silent connection) waits with exponential backoff and connects again. Returns the way to stop it.
 */
export function openLiveStream(options: LiveStreamOptions): Unsubscribe {
  let stopped = false;
  let controller: AbortController | undefined;
  let delay = options.reconnect.initialDelayMs;
  let wakeUp: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const connectOnce = async (): Promise<'retry' | 'stop'> => {
    controller = new AbortController();
    const current = controller;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    // A refusal sent in the stream ends it for good; the abort that closes it must not read as a drop.
    let fatal = false;
    const armWatchdog = () => {
      if (watchdog) clearTimeout(watchdog);
      watchdog = setTimeout(() => current.abort(), options.reconnect.heartbeatTimeoutMs);
    };
    try {
      const headers = { Accept: 'text/event-stream', ...(await options.headers()) };
      armWatchdog();
      const response = await options.fetch(options.url, { headers, signal: current.signal });
      if (!response.ok || !response.body) {
        const body: unknown = await response.json().catch(() => null);
        if (FATAL_STATUSES.has(response.status)) {
          options.onFatal(errorFromWire(body, response.status));
          return 'stop';
        }
        return 'retry';
      }
      await readSseStream(
        response.body,
        (event) => {
          if (stopped || fatal) return;
          const payload: unknown = JSON.parse(event.data);
          if (event.event === 'snapshot') {
            delay = options.reconnect.initialDelayMs;
            options.onSnapshot(payload);
          } else if (event.event === 'error') {
            fatal = true;
            options.onFatal(errorFromWire(payload, 403));
            current.abort();
          }
        },
        armWatchdog,
      );
      return fatal ? 'stop' : 'retry';
    } catch (err) {
      if (stopped || fatal) return 'stop';
      if (err instanceof StoreError) {
        options.onFatal(err);
        return 'stop';
      }
      return 'retry';
    } finally {
      if (watchdog) clearTimeout(watchdog);
    }
  };

  void (async () => {
    while (!stopped) {
      const outcome = await connectOnce();
      if (outcome === 'stop' || stopped) break;
      // Jitter spreads the reconnections of many tabs after a host restart.
      await sleep(delay * (0.75 + Math.random() * 0.5));
      delay = Math.min(delay * 2, options.reconnect.maxDelayMs);
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
    wakeUp?.();
  };
}
