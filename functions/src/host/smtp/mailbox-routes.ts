import { Router } from 'express';
import type { Mailbox } from './mailbox';

/** GET /mailbox (?to= filter), GET /mailbox/{id}, DELETE /mailbox: the sink's mails for people and tests. */
export function mailboxRouter(mailbox: Mailbox): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json(await mailbox.list(to ? { to } : {}));
  });
  router.get('/:id', async (req, res) => {
    const mail = await mailbox.get(req.params.id);
    if (!mail) res.status(404).json({ error: { code: 'not-found', message: 'Mail introuvable' } });
    else res.json({ ...mail, attachments: mail.attachments ?? [] });
  });
  router.delete('/', async (_req, res) => {
    await mailbox.clear();
    res.status(204).end();
  });
  return router;
}
