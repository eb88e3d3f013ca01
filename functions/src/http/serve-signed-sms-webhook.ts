import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import { runtime } from '../lib/runtime';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, checkInboundSms } from '../sms/inbound-signature';

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ ok: false, error: message });
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The handling the SMS provider's signed webhooks share (inbound SMS, delivery reports; issue 50): POST only, the
 * signature (HMAC-SHA256 of `timestamp.body`, sms/inbound-signature.ts, replay window included) checked on the raw
 * body before anything is parsed or read (unsigned, forged or stale: 401, nothing changes), then the JSON body
 * checked by `schema` (400 « Données invalides »), then `handle`, whose status and body are answered; a failure
 * of `handle` is logged under `label` and answered 503 so the provider retries. No secret configured: 503.
 */
export async function serveSignedSmsWebhook<S extends z.ZodType>(
  req: Request,
  res: Response,
  {
    schema,
    handle,
    label,
  }: {
    schema: S;
    handle: (input: z.output<S>) => Promise<{ status: number; body: Record<string, unknown> }>;
    label: string;
  },
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    refuse(res, 405, 'Méthode non autorisée');
    return;
  }
  const secret = runtime().smsInboundSecret;
  if (!secret) {
    refuse(res, 503, 'SMS entrants non configurés');
    return;
  }
  const raw = req.rawBody?.toString('utf8') ?? '';
  const check = checkInboundSms(
    secret,
    { timestamp: header(req, SMS_TIMESTAMP_HEADER), signature: header(req, SMS_SIGNATURE_HEADER) },
    raw,
    runtime().now(),
  );
  if (check !== 'valid') {
    refuse(res, 401, 'Signature invalide');
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    refuse(res, 400, 'Données invalides');
    return;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    refuse(res, 400, 'Données invalides');
    return;
  }
  try {
    const answer = await handle(parsed.data);
    res.status(answer.status).json(answer.body);
  } catch (err) {
    logger.error(label, err);
    refuse(res, 503, 'Service temporairement indisponible, veuillez réessayer');
  }
}
