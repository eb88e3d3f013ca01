import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { defineHttpFunction } from '../lib/define-http-function';
import { handleInboundSms } from '../sms/handle-inbound-sms';
import { InboundSmsSchema } from '../sms/inbound-sms-input';
import { serveSignedSmsWebhook } from './serve-signed-sms-webhook';

/**
 * The inbound SMS webhook (`POST {functions}/smsInbound`): what the provider calls with a guest's answer, and what
 * the local sink's reply form calls. The signature (HMAC-SHA256 of `timestamp.body`, sms/inbound-signature.ts)
 * is checked on the raw body before anything is parsed or read: unsigned, forged or stale calls get a 401 and
 * change nothing. A signed message is handled once whatever the retries (its id), then answered 200.
 */
export async function serveSmsInbound(req: Request, res: Response): Promise<void> {
  await serveSignedSmsWebhook(req, res, {
    schema: InboundSmsSchema,
    label: 'inbound SMS failed',
    handle: async (message) => ({ status: 200, body: { ok: true, ...(await handleInboundSms(message)) } }),
  });
}

export const smsInbound = defineHttpFunction(serveSmsInbound);
