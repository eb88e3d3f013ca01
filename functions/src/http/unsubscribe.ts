import type { IncomingMessage, ServerResponse } from 'node:http';
import * as logger from 'firebase-functions/logger';
import { UnsubscribeLinkInputSchema } from '@app/domain';
import { assertUnsubscribeLink, unsubscribeAddress } from '../callables/privacy/unsubscribe-link';
import { PUBLIC_LIMITS } from '../lib/public-limits';
import { consumeRateLimits, requestAddress } from '../lib/rate-limit';
import { runtime } from '../lib/runtime';
import { joinUrl } from '../mail/mail-layout';
import { readTrackQuery } from '../mail/link-signing';
import { defineHttpFunction } from '../lib/define-http-function';

type Req = IncomingMessage & { query?: Record<string, unknown>; method?: string };

function queryOf(req: Req): Record<string, unknown> {
  if (req.query && typeof req.query === 'object') return req.query;
  return Object.fromEntries(new URL(req.url ?? '/', 'http://localhost').searchParams);
}

function answer(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/** The portal's unsubscribe page for the same signed link (a person, or a scanner, lands there; nothing changes). */
export function unsubscribePageUrl(query: Record<string, unknown>): string {
  const keep = new URLSearchParams();
  for (const key of ['t', 'campaign', 'email', 'exp', 'sig']) {
    const value = query[key];
    if (typeof value === 'string' && value) keep.set(key, value);
  }
  return `${joinUrl(runtime().urls.portal, 'desinscription')}?${keep.toString()}`;
}

/**
 * The List-Unsubscribe target of campaign mails (RFC 8058 one-click): a POST (`List-Unsubscribe=One-Click`, sent
 * by the mailbox provider, no sign-in, no cookie) withdraws marketing e-mails for the address at every venue, and
 * answers 200 however often it comes; a forged, altered or expired link is refused. A GET never acts: it leads to
 * the portal's page, which shows the list and acts on its button only, so a mail scanner opening links changes
 * nothing.
 */
export async function handleUnsubscribe(req: Req, res: ServerResponse): Promise<void> {
  const query = queryOf(req);
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.statusCode = 303;
    res.setHeader('Location', unsubscribePageUrl(query));
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    answer(res, 405, 'Méthode non autorisée');
    return;
  }
  const { params, signature } = readTrackQuery(query);
  const parsed = UnsubscribeLinkInputSchema.safeParse({
    trackingId: params.trackingId,
    campaign: params.campaign,
    email: params.email,
    expires: params.expires,
    signature,
  });
  const now = runtime().now();
  if (!parsed.success) {
    answer(res, 400, 'Lien de désinscription invalide');
    return;
  }
  await consumeRateLimits(
    [
      {
        rule: PUBLIC_LIMITS.unsubscribeIp,
        subject: `address:${requestAddress({ rawRequest: req as never })}`,
      },
      { rule: PUBLIC_LIMITS.unsubscribeLink, subject: `unsubscribe:${signature}` },
    ],
    now,
  );
  await assertUnsubscribeLink(parsed.data, now);
  await unsubscribeAddress(parsed.data.email, now);
  answer(res, 200, 'Désinscription enregistrée');
}

/** {@link handleUnsubscribe} with its refusals as HTTP answers: 403 forged or expired, 429 too many, 500 else. */
export async function serveUnsubscribe(req: Req, res: ServerResponse): Promise<void> {
  try {
    await handleUnsubscribe(req, res);
  } catch (err) {
    const code = (err as { code?: string }).code;
    const status = code === 'permission-denied' ? 403 : code === 'resource-exhausted' ? 429 : 500;
    if (status === 500) logger.error('unsubscribe failed', err);
    if (!res.headersSent)
      answer(
        res,
        status,
        status === 500 ? 'Erreur lors de la désinscription' : String((err as Error).message),
      );
  }
}

export const unsubscribe = defineHttpFunction((req, res) =>
  serveUnsubscribe(req as unknown as Req, res as unknown as ServerResponse),
);
