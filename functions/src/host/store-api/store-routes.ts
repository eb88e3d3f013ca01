import { snapshotToWire, type DocReader, type QuerySpec } from '@app/data';
import { Router } from 'express';
import type { TokenVerifier } from '../auth/token-verifier';
import { assertQueryAllowed, assertReadable, assertResultReadable, readerOf } from './access';
import { sendError } from './api-errors';
import type { ReadGate } from './read-gate';
import { storeSessionGuard, type SessionGuard } from './session-guard';
import {
  GetAllBodySchema,
  GetBodySchema,
  QueryBodySchema,
  SumBodySchema,
  parseWireBody,
} from './request-schemas';
import { subscribeHandler } from './subscribe-route';

export interface StoreApiDeps {
  store: DocReader;
  gate: ReadGate;
  verify: TokenVerifier;
  /** Interval of SSE heartbeat comments; 15 s keeps proxies and the client's watchdog content. */
  heartbeatMs?: number;
  /** Period of a live stream's token re-check; 60 s by default. */
  recheckMs?: number;
  /** Revoked staff sessions; by default the revocation records in `store` (what the callables write). */
  sessions?: SessionGuard;
  /** The functions' clock, which ends a customer's session (the machine's by default). */
  now?: () => Date;
}

/** The `/store` API read by the http driver: one-shot reads as POST, live reads as SSE. */
export function storeApiRouter(deps: StoreApiDeps): Router {
  const { store, gate, verify } = deps;
  const sessions = deps.sessions ?? storeSessionGuard(store, deps.now);
  const router = Router();

  router.post('/get', async (req, res) => {
    try {
      const reader = await readerOf(req, verify, sessions);
      const { path } = parseWireBody(GetBodySchema, req.body);
      const doc = await store.get(path);
      assertReadable(gate, reader, [doc]);
      res.json({ doc: snapshotToWire(doc) });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post('/getAll', async (req, res) => {
    try {
      const reader = await readerOf(req, verify, sessions);
      const { paths } = parseWireBody(GetAllBodySchema, req.body);
      const docs = await store.getAll(paths);
      assertReadable(gate, reader, docs);
      res.json({ docs: docs.map(snapshotToWire) });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post('/query', async (req, res) => {
    try {
      const reader = await readerOf(req, verify, sessions);
      const spec = parseWireBody(QueryBodySchema, req.body).spec as QuerySpec;
      assertQueryAllowed(gate, reader, spec);
      const { docs } = await store.query(spec);
      assertReadable(gate, reader, docs);
      res.json({ docs: docs.map(snapshotToWire) });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post('/count', async (req, res) => {
    try {
      const reader = await readerOf(req, verify, sessions);
      const spec = parseWireBody(QueryBodySchema, req.body).spec as QuerySpec;
      await assertResultReadable(store, gate, reader, spec);
      res.json({ count: await store.count(spec) });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post('/sum', async (req, res) => {
    try {
      const reader = await readerOf(req, verify, sessions);
      const body = parseWireBody(SumBodySchema, req.body);
      const spec = body.spec as QuerySpec;
      await assertResultReadable(store, gate, reader, spec);
      res.json({ sum: await store.sum(spec, body.field) });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.get('/subscribe', subscribeHandler({ ...deps, sessions }));

  return router;
}
