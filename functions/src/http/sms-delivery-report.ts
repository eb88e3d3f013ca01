import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { defineHttpFunction } from '../lib/define-http-function';
import { handleDeliveryReport } from '../sms/handle-delivery-report';
import { OvhDeliveryReportSchema } from '../sms/ovh-delivery-report';
import { serveSignedSmsWebhook } from './serve-signed-sms-webhook';

/**
 * The SMS delivery-report webhook (`POST {functions}/smsDeliveryReport`, issue 50): OVHcloud's report for a sent
 * message (ovh-delivery-report.ts), relayed signed exactly as an inbound SMS (HMAC-SHA256 of `timestamp.body`
 * with the same secret), and what the local sink's « Remis » / « Non remis » buttons call. Unsigned, forged or
 * stale calls get a 401 and change nothing; a report about a message still being handed over gets a 409 so the
 * relay tries again; every other signed report is answered 200 (an unknown one says nothing of which messages
 * exist).
 */
export async function serveSmsDeliveryReport(req: Request, res: Response): Promise<void> {
  await serveSignedSmsWebhook(req, res, {
    schema: OvhDeliveryReportSchema,
    label: 'SMS delivery report failed',
    handle: async (report) => {
      const result = await handleDeliveryReport(report);
      const early = result.outcome === 'early';
      return { status: early ? 409 : 200, body: { ok: !early, ...result } };
    },
  });
}

export const smsDeliveryReport = defineHttpFunction(serveSmsDeliveryReport);
