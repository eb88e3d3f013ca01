/** What the loop listens to for the connection's return (the window in the app, a plain EventTarget in tests). */
type OnlineSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface RetryLoopOptions {
  /** Sends the request again; the loop does not wait for it (the caller skips a retry while one is in flight). */
  retry: () => void;
  /** Milliseconds between two retries (5 s on the kiosk). */
  intervalMs: number;
  /** Fires `online` when the connection comes back. */
  source?: OnlineSource;
}

/**
 * Retries a request every `intervalMs` and as soon as the connection comes back, until stopped (when the request
 * succeeds or fails for another reason than the network). Returns the stop function.
 */
export function startRetryLoop({ retry, intervalMs, source = window }: RetryLoopOptions): () => void {
  const onOnline = () => retry();
  source.addEventListener('online', onOnline);
  const timer = setInterval(retry, intervalMs);
  return () => {
    source.removeEventListener('online', onOnline);
    clearInterval(timer);
  };
}
