import { snapshotToWire, type DocReader, type DocSnapshot, type Unsubscribe } from '@app/data';
import type { Request, RequestHandler, Response } from 'express';
import { bearerToken, type ReaderIdentity, type TokenVerifier } from '../auth/token-verifier';
import { assertQueryAllowed, assertReadable, readerOf } from './access';
import { sendError, toWireError, unauthenticated } from './api-errors';
import type { ReadGate } from './read-gate';
import { DocPathSchema, parseQueryParam } from './request-schemas';
import type { SessionGuard } from './session-guard';
import { recheckToken } from './token-recheck';

interface SubscribeDeps {
  store: DocReader;
  gate: ReadGate;
  verify: TokenVerifier;
  sessions: SessionGuard;
  heartbeatMs?: number;
  /** Period of the token re-check of an open stream (and at the token's expiry); 60 s by default. */
  recheckMs?: number;
}

/** One open SSE response: frames events, beats, and cleans up once whoever ends first (client or server). */
class SseChannel {
  private closed = false;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly cleanups: Unsubscribe[] = [];

  constructor(
    private readonly res: Response,
    req: Request,
    heartbeatMs: number,
  ) {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // A comment right away gets the headers and first bytes through any buffering before the snapshot.
    res.write(': open\n\n');
    this.timer = setInterval(() => this.res.write(': ping\n\n'), heartbeatMs);
    req.on('close', () => this.close());
  }

  onClose(cleanup: Unsubscribe): void {
    if (this.closed) cleanup();
    else this.cleanups.push(cleanup);
  }

  send(event: 'snapshot' | 'error', payload: unknown): void {
    if (this.closed) return;
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  }

  fail(err: unknown): void {
    this.send('error', { error: toWireError(err) });
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.res.end();
  }
}

/**
 * GET /store/subscribe?doc=path or ?query=spec: the first snapshot, then one per change, each with the whole
 * result (the driver diffs). Refusals known up front answer a plain 4xx; a document that stops being readable
 * later ends the stream with an `error` event, as a Firestore listener ends with permission-denied; so does
 * the revocation of the reader's session (unauthenticated), at once. The caller's token is checked again at its
 * expiry and every minute: an expired token ends the stream quietly (the client reconnects with a fresh one); a
 * deleted, disabled or revoked account ends it with `unauthenticated`.
 */
export function subscribeHandler(deps: SubscribeDeps): RequestHandler {
  const { store, gate, verify, sessions } = deps;
  /** Ends the stream when the reader's session is revoked while it is open, or its token expires. */
  const guard = (open: SseChannel, reader: ReaderIdentity | null, token: string | undefined) => {
    open.onClose(
      sessions.watch(reader, { revoked: () => open.fail(unauthenticated()), lost: () => open.close() }),
    );
    if (!reader || !token) return;
    open.onClose(
      recheckToken(
        token,
        reader,
        { verify, sessions, periodMs: deps.recheckMs ?? 60_000 },
        { expired: () => open.close(), refused: () => open.fail(unauthenticated()) },
      ),
    );
  };
  return async (req, res) => {
    let channel: SseChannel | undefined;
    try {
      const reader = await readerOf(req, verify, sessions);
      const token = bearerToken(req.header('authorization'));
      const docParam = typeof req.query.doc === 'string' ? req.query.doc : undefined;
      const queryParam = typeof req.query.query === 'string' ? req.query.query : undefined;
      if (docParam !== undefined) {
        const path = DocPathSchema.parse(docParam);
        const open = new SseChannel(res, req, deps.heartbeatMs ?? 15_000);
        channel = open;
        guard(open, reader, token);
        const stop = store.onDoc(
          path,
          (snap) =>
            guarded(open, () => {
              assertReadable(gate, reader, [snap]);
              open.send('snapshot', { doc: snapshotToWire(snap) });
            }),
          (err) => open.fail(err),
        );
        open.onClose(stop);
      } else if (queryParam !== undefined) {
        const spec = parseQueryParam(queryParam);
        assertQueryAllowed(gate, reader, spec);
        const open = new SseChannel(res, req, deps.heartbeatMs ?? 15_000);
        channel = open;
        guard(open, reader, token);
        const stop = store.onQuery(
          spec,
          (update) =>
            guarded(open, () => {
              assertReadable(gate, reader, update.docs as DocSnapshot[]);
              open.send('snapshot', { docs: update.docs.map(snapshotToWire) });
            }),
          (err) => open.fail(err),
        );
        open.onClose(stop);
      } else {
        res.status(400).json({ error: { code: 'invalid-argument', message: 'doc or query is required' } });
      }
    } catch (err) {
      if (channel) channel.fail(err);
      else sendError(res, err);
    }
  };
}

function guarded(channel: SseChannel, send: () => void): void {
  try {
    send();
  } catch (err) {
    channel.fail(err);
  }
}
