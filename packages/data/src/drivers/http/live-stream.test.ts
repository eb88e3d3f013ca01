import { describe, expect, it } from 'vitest';
import { openLiveStream } from './live-stream';

const encoder = new TextEncoder();

/** A response whose body sends `text` as SSE, then stays open until the request is aborted. */
function sseResponse(text: string, signal: AbortSignal): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

describe('openLiveStream', () => {
  it('reports a refusal sent in the stream once and does not connect again', async () => {
    let connections = 0;
    const errors: Error[] = [];
    const fakeFetch = ((_url: string, init: RequestInit) => {
      connections += 1;
      const error = { error: { code: 'invalid-argument', message: 'Requête invalide' } };
      return Promise.resolve(sseResponse(`event: error\ndata: ${JSON.stringify(error)}\n\n`, init.signal!));
    }) as unknown as typeof fetch;
    const stop = openLiveStream({
      url: 'http://127.0.0.1/store/live',
      headers: () => Promise.resolve({}),
      fetch: fakeFetch,
      reconnect: { initialDelayMs: 1, maxDelayMs: 2, heartbeatTimeoutMs: 5_000 },
      onSnapshot: () => undefined,
      onFatal: (err) => errors.push(err),
    });
    // Several reconnection delays' worth of time: a retry would have connected again by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(connections).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'invalid-argument' });
  });
});
