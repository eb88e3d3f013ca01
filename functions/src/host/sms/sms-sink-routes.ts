import express, { Router } from 'express';
import { z } from 'zod';
import { safeString, storableFormat } from '@app/domain';
import { smsRecipientOf } from '@app/domain/sms-recipient';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, signInboundSms } from '../../sms/inbound-signature';
import { hostError } from '../guards/error-handler';
import { renderSmsSinkPage } from './sms-sink-page';
import { SINK_TWO_WAY_NUMBER, type SmsSinkStore } from './sms-sink-store';

const E164 = safeString().regex(/^\+[1-9]\d{6,14}$/);

/** What the embedded adapter posts (sink-sms-sender.ts): the port's SmsToSend. */
const OutboundSchema = z.object({
  id: safeString().min(1).max(500),
  to: E164,
  text: safeString().min(1).max(1600),
  sender: safeString().max(11).optional(),
  replies: z.boolean(),
  category: z.enum(['transactional', 'marketing']),
  deferMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30)
    .optional(),
});

/** What the embedded adapter asks the sink to forget: a diner's numbers (erasure) or what is past retention. */
const ForgetSchema = z.union([
  z.object({ numbers: z.array(E164).min(1).max(50) }).strict(),
  z.object({ before: storableFormat(z.iso.datetime()) }).strict(),
]);

/** The guest's answer typed in the page's form (or posted by a test). */
const ReplySchema = z.object({ phone: E164, text: safeString().trim().min(1).max(480) });

/** A delivery report the page's « Remis » / « Non remis » buttons send for one outbound message. */
const DeliverySchema = z.object({
  id: safeString().regex(/^[0-9a-z]{1,40}$/),
  status: z.enum(['delivered', 'failed']),
});

/** Posts a JSON body signed as the provider's relay signs it (sms/inbound-signature.ts). */
async function postSigned(url: string, secret: string, now: Date, payload: unknown) {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SMS_TIMESTAMP_HEADER]: String(timestamp),
      [SMS_SIGNATURE_HEADER]: signInboundSms(secret, timestamp, body),
    },
    body,
  });
  return { status: answer.status, result: (await answer.json().catch(() => ({}))) as unknown };
}

export interface SmsSinkOptions {
  sink: SmsSinkStore;
  /** `{functionsBase}/smsInbound`: the webhook the provider calls. */
  inboundUrl: () => string;
  /** `{functionsBase}/smsDeliveryReport`: where the provider's delivery reports go. */
  deliveryUrl: () => string;
  inboundSecret: () => string;
  now: () => Date;
}

/**
 * The SMS sink's routes, behind the host's local token (`/sms`): `POST /sms/api/messages` is what the embedded
 * adapter calls instead of the provider; `GET /sms` the page; `POST /sms/api/forget` deletes a diner's numbers' messages (erasure) or those received
 * before a date (retention); `GET /sms/messages?phone=` and `DELETE
 * /sms/messages` for tests; `POST /sms/reply` answers as the guest: kept in the conversation, then signed and
 * posted to the inbound webhook as the provider would; `POST /sms/delivery` sends an outbound message's
 * delivery report (delivered or not) to the delivery-report webhook, signed the same way.
 */
export function smsSinkRouter(options: SmsSinkOptions): Router {
  const router = Router();
  router.post('/api/messages', express.json({ limit: '64kb' }), async (req, res) => {
    const parsed = OutboundSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(hostError(400, 'invalid-argument', 'Données invalides'));
      return;
    }
    const message = parsed.data;
    if (!smsRecipientOf({ phone: message.to }).ok) {
      res.status(400).json(hostError(400, 'invalid-argument', "Ce numéro n'est pas un mobile"));
      return;
    }
    const stored = await options.sink.addOutbound(message);
    res.status(201).json({ id: stored.id });
  });
  router.post('/api/forget', express.json({ limit: '16kb' }), async (req, res) => {
    const parsed = ForgetSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(hostError(400, 'invalid-argument', 'Données invalides'));
      return;
    }
    const forget = parsed.data;
    const removed =
      'numbers' in forget
        ? await options.sink.remove((message) => forget.numbers.includes(message.phone))
        : await options.sink.remove((message) => message.date < forget.before);
    res.status(200).json({ removed });
  });
  router.get('/messages', async (req, res) => {
    const phone = typeof req.query.phone === 'string' ? req.query.phone : undefined;
    res.json(await options.sink.list(phone ? { phone } : {}));
  });
  router.delete('/messages', async (_req, res) => {
    await options.sink.clear();
    res.status(204).end();
  });
  router.get('/', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    );
    res.send(renderSmsSinkPage(await options.sink.conversations(), token));
  });
  router.post(
    '/reply',
    express.urlencoded({ extended: false, limit: '8kb' }),
    express.json({ limit: '8kb' }),
    async (req, res) => {
      const parsed = ReplySchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json(hostError(400, 'invalid-argument', 'Données invalides'));
        return;
      }
      const { phone, text } = parsed.data;
      const kept = await options.sink.add({ direction: 'in', phone, from: phone, text });
      const answer = await postSigned(options.inboundUrl(), options.inboundSecret(), options.now(), {
        id: `sink-${kept.id}`,
        from: phone,
        to: SINK_TWO_WAY_NUMBER,
        text,
        receivedAt: kept.date,
      });
      const result = answer.result;
      await options.sink.setWebhookStatus(kept.id, answer.status);
      if (req.is('application/json')) {
        res.status(200).json({ id: kept.id, webhookStatus: answer.status, webhook: result });
        return;
      }
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      res.redirect(303, `/sms?token=${encodeURIComponent(token)}#${encodeURIComponent(phone)}`);
    },
  );
  router.post(
    '/delivery',
    express.urlencoded({ extended: false, limit: '4kb' }),
    express.json({ limit: '4kb' }),
    async (req, res) => {
      const parsed = DeliverySchema.safeParse(req.body);
      const message = parsed.success ? await options.sink.get(parsed.data.id) : undefined;
      if (!parsed.success || !message || message.direction !== 'out' || !message.tag) {
        res.status(400).json(hostError(400, 'invalid-argument', 'Données invalides'));
        return;
      }
      const delivered = parsed.data.status === 'delivered';
      // OVHcloud's report for this message, as its callBack URL receives it (sms/ovh-delivery-report.ts).
      const answer = await postSigned(options.deliveryUrl(), options.inboundSecret(), options.now(), {
        id: message.id,
        tag: message.tag,
        receiver: message.phone,
        dlr: delivered ? 1 : 2,
        ptt: delivered ? 0 : 65,
        description: delivered ? 'Delivered' : 'Not delivered',
        date: options.now().toISOString(),
      });
      await options.sink.setDelivery(message.id, parsed.data.status, answer.status);
      if (req.is('application/json')) {
        res.status(200).json({ id: message.id, webhookStatus: answer.status, webhook: answer.result });
        return;
      }
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      res.redirect(303, `/sms?token=${encodeURIComponent(token)}#${encodeURIComponent(message.phone)}`);
    },
  );
  return router;
}
