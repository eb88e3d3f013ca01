import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of a signed inbound SMS (the provider's relay and the local sink both send them). */
export const SMS_TIMESTAMP_HEADER = 'x-sms-timestamp';
export const SMS_SIGNATURE_HEADER = 'x-sms-signature';

/** A signature older or newer than this is refused: a captured request cannot be replayed later. */
export const SMS_SIGNATURE_TOLERANCE_SECONDS = 300;

/** `v1=` + HMAC-SHA256 (hex) of `{timestamp}.{raw body}` with the inbound secret (ARCHITECTURE §10 webhooks). */
export function signInboundSms(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export type InboundSignatureCheck = 'valid' | 'unsigned' | 'forged' | 'stale';

/**
 * Checks an inbound request's signature in constant time: unsigned (a header missing), forged (not our HMAC of
 * this body and time) or stale (signed more than {@link SMS_SIGNATURE_TOLERANCE_SECONDS} from now).
 */
export function checkInboundSms(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): InboundSignatureCheck {
  if (!headers.timestamp || !headers.signature) return 'unsigned';
  if (!/^\d{1,12}$/.test(headers.timestamp)) return 'forged';
  const timestamp = Number(headers.timestamp);
  const expected = Buffer.from(signInboundSms(secret, timestamp, rawBody));
  const given = Buffer.from(headers.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  const skew = Math.abs(now.getTime() / 1000 - timestamp);
  return skew > SMS_SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}
