import { z } from 'zod';
import { safeString, storableFormat } from '@app/domain';

/**
 * An inbound SMS as the webhook receives it (JSON, signed): the provider's id for the message (the idempotency
 * key), the guest's number, the number it was sent to, the text and when the provider got it.
 */
export const InboundSmsSchema = z.object({
  id: safeString().regex(/^[A-Za-z0-9_-]{1,128}$/),
  from: safeString().regex(/^\+[1-9]\d{6,14}$/),
  to: safeString().max(20),
  text: safeString().max(1600),
  receivedAt: storableFormat(z.iso.datetime({ offset: true })),
});

export type InboundSms = z.infer<typeof InboundSmsSchema>;
