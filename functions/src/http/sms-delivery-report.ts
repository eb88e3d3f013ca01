import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { defineHttpFunction } from '../lib/define-http-function';
import { runtime } from '../lib/runtime';
import { handleDeliveryReport } from '../sms/handle-delivery-report';
import { OvhDeliveryReportSchema } from '../sms/ovh-delivery-report';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, checkInboundSms } from '../sms/inbound-signature';

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ ok: false, error: message });
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The SMS delivery-report webhook (`POST {functions}/smsDeliveryReport`, issue 50): OVHcloud's report for a sent
 * message (ovh-delivery-report.ts), relayed signed exactly as an inbound SMS (HMAC-SHA256 of `timestamp.body`
 * with the same secret), and what the local sink's « Remis » / « Non remis » buttons call. Unsigned, forged or
 * stale calls get a 401 and change nothing; a report about a message still being handed over gets a 409 so the
 * relay tries again; every other signed report is answered 200 (an unknown one says nothing of which messages
 * exist).
 */
export async function serveSmsDeliveryReport(req: Request, res: Response): Promise<void> {
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
  const parsed = OvhDeliveryReportSchema.safeParse(body);
  if (!parsed.success) {
    refuse(res, 400, 'Données invalides');
    return;
  }
  try {
    const result = await handleDeliveryReport(parsed.data);
    res.status(result.outcome === 'early' ? 409 : 200).json({ ok: result.outcome !== 'early', ...result });
  } catch (err) {
    logger.error('SMS delivery report failed', err);
    refuse(res, 503, 'Service temporairement indisponible, veuillez réessayer');
  }
}

export const smsDeliveryReport = defineHttpFunction(serveSmsDeliveryReport);
