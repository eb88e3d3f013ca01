import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { defineHttpFunction } from '../lib/define-http-function';
import { runtime } from '../lib/runtime';
import { handleInboundSms } from '../sms/handle-inbound-sms';
import { InboundSmsSchema } from '../sms/inbound-sms-input';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, checkInboundSms } from '../sms/inbound-signature';

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ ok: false, error: message });
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The inbound SMS webhook (`POST {functions}/smsInbound`): what the provider calls with a guest's answer, and what
 * the local sink's reply form calls. The signature (HMAC-SHA256 of `timestamp.body`, sms/inbound-signature.ts)
 * is checked on the raw body before anything is parsed or read: unsigned, forged or stale calls get a 401 and
 * change nothing. A signed message is handled once whatever the retries (its id), then answered 200.
 */
export async function serveSmsInbound(req: Request, res: Response): Promise<void> {
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
  const parsed = InboundSmsSchema.safeParse(body);
  if (!parsed.success) {
    refuse(res, 400, 'Données invalides');
    return;
  }
  try {
    const outcome = await handleInboundSms(parsed.data);
    res.status(200).json({ ok: true, ...outcome });
  } catch (err) {
    logger.error('inbound SMS failed', err);
    refuse(res, 503, 'Service temporairement indisponible, veuillez réessayer');
  }
}

export const smsInbound = defineHttpFunction(serveSmsInbound);
