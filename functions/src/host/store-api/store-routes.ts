import { snapshotToWire, type DocReader, type QuerySpec } from '@app/data';
import { Router } from 'express';
import type { TokenVerifier } from '../auth/token-verifier';
import { assertQueryAllowed, assertReadable, readerOf } from './access';
import { sendError } from './api-errors';
import type { ReadGate } from './read-gate';
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
}

/** The `/store` API read by the http driver: one-shot reads as POST, live reads as SSE. */
export function storeApiRouter(deps: StoreApiDeps): Router {
  const { store, gate, verify } = deps;
  const router = Router();

  router.post('/get', async (req, res) => {
    try {
      const reader = await readerOf(req, verify);
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
      const reader = await readerOf(req, verify);
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
      const reader = await readerOf(req, verify);
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
      const reader = await readerOf(req, verify);
      const spec = parseWireBody(QueryBodySchema, req.body).spec as QuerySpec;
      assertQueryAllowed(gate, reader, spec);
      res.json({ count: await store.count(spec) });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post('/sum', async (req, res) => {
    try {
      const reader = await readerOf(req, verify);
      const body = parseWireBody(SumBodySchema, req.body);
      const spec = body.spec as QuerySpec;
      assertQueryAllowed(gate, reader, spec);
      res.json({ sum: await store.sum(spec, body.field) });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.get('/subscribe', subscribeHandler(deps));

  return router;
}
