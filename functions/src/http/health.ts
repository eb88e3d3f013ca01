import { onRequest } from 'firebase-functions/v2/https';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';

/** GET /health: answers 200 with the server time when the runtime is wired and the store answers. */
export const health = onRequest({ region: readEnv().FUNCTIONS_REGION }, async (_req, res) => {
  try {
    await runtime().store.get('restaurants/__health__');
    res.status(200).json({ ok: true, time: runtime().now().toISOString() });
  } catch {
    res.status(503).json({ ok: false });
  }
});
