import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { defineHttpFunction } from '../lib/define-http-function';
import { runtime } from '../lib/runtime';
import { SMS_LINKS_COLLECTION } from '../sms/sms-short-links';

function answer(res: Response, status: number, text: string): void {
  res.status(status).setHeader('Content-Type', 'text/plain; charset=utf-8').send(text);
}

/**
 * An SMS's short link (`GET {functions}/l?c=…`): a 303 to the signed page it stands for, which shows the booking
 * and acts only on its button (a link preview or scanner opening it changes nothing). An unknown or expired code
 * gets a 404 in French; no other method is served.
 */
export const l = defineHttpFunction(async (req: Request, res: Response) => {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    answer(res, 405, 'Méthode non autorisée');
    return;
  }
  const code = typeof req.query.c === 'string' ? req.query.c : '';
  if (!/^[A-Za-z0-9]{10}$/.test(code)) {
    answer(res, 404, 'Lien inconnu ou expiré');
    return;
  }
  const snap = await runtime().store.get(`${SMS_LINKS_COLLECTION}/${code}`);
  const url = typeof snap.data?.url === 'string' ? snap.data.url : '';
  const expiresAt = typeof snap.data?.expiresAt === 'string' ? snap.data.expiresAt : '';
  if (!url || expiresAt <= runtime().now().toISOString()) {
    answer(res, 404, 'Lien inconnu ou expiré');
    return;
  }
  res.status(303).setHeader('Location', url).end();
});
