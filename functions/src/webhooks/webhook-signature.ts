import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every subscription secret starts so: a secret scanner recognises one pasted where it should not be (issue 52). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A receiver refuses a delivery signed longer ago than this (replay of a captured request). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** A new subscription secret (256 random bits), shown once to the admin who creates or rotates it. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('hex')}`;
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The `Webhook-Signature` header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, one `v1` per
 * valid secret (during a rotation the old and the new secret both sign, so a receiver holding either accepts it).
 */
export function webhookSignatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  if (secrets.length === 0) throw new Error('webhook: no secret to sign with');
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${hmacHex(secret, timestamp, body)}`)].join(',');
}

export type SignatureCheck = 'valid' | 'malformed' | 'expired' | 'mismatch';

/**
 * The receiver's check (the reference in docs/webhooks.md): the header parses, its timestamp is within the
 * tolerance of the receiver's clock (`nowSeconds`), and one `v1` equals the HMAC of "t.body" under the secret,
 * compared in constant time.
 */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): SignatureCheck {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v!);
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return 'malformed';
  const timestamp = Number(t);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'expired';
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  const ok = signatures.some((sig) => timingSafeEqual(Buffer.from(sig, 'hex'), expected));
  return ok ? 'valid' : 'mismatch';
}
