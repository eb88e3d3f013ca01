import { checkDeployHealth } from '../lib/deploy-health';
import { defineHttpFunction } from '../lib/define-http-function';
import { runtime } from '../lib/runtime';

/**
 * GET /health, for a load balancer or an uptime check: 200 `{ ok: true, time, checks }` when the store, Auth and
 * the mail transport all answer (lib/deploy-health.ts), else 503 `{ ok: false, checks }` naming which failed
 * (`'ok'` or `'failed'` each, never why: the answer is public). Never cached.
 */
export const health = defineHttpFunction(async (_req, res) => {
  const report = await checkDeployHealth();
  res.set('Cache-Control', 'no-store');
  if (report.ok) res.status(200).json({ ...report, time: runtime().now().toISOString() });
  else res.status(503).json(report);
});
