import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  verifyWebhookSignature,
  webhookSignatureHeader,
  WEBHOOK_SECRET_PREFIX,
} from './webhook-signature';

const T = 1_780_000_000;
const BODY = '{"id":"evt_1","type":"reservation.created"}';

describe('webhook signatures (issue 52)', () => {
  it('signs "t.body" with HMAC-SHA256 in the documented header shape', () => {
    const secret = 'whsec_test';
    const expected = createHmac('sha256', secret).update(`${T}.${BODY}`).digest('hex');
    expect(webhookSignatureHeader([secret], T, BODY)).toBe(`t=${T},v1=${expected}`);
    expect(verifyWebhookSignature(`t=${T},v1=${expected}`, BODY, secret, T + 10)).toBe('valid');
  });

  it('during a rotation both secrets sign and a receiver with either accepts', () => {
    const [oldSecret, newSecret] = [newWebhookSecret(), newWebhookSecret()];
    expect(oldSecret.startsWith(WEBHOOK_SECRET_PREFIX)).toBe(true);
    expect(oldSecret).not.toBe(newSecret);
    const header = webhookSignatureHeader([oldSecret, newSecret], T, BODY);
    expect(header.split(',')).toHaveLength(3);
    expect(verifyWebhookSignature(header, BODY, oldSecret, T)).toBe('valid');
    expect(verifyWebhookSignature(header, BODY, newSecret, T)).toBe('valid');
    expect(verifyWebhookSignature(header, BODY, newWebhookSecret(), T)).toBe('mismatch');
  });

  it('refuses a forged body, a replay past the tolerance and a malformed header', () => {
    const secret = newWebhookSecret();
    const header = webhookSignatureHeader([secret], T, BODY);
    expect(verifyWebhookSignature(header, BODY.replace('created', 'cancelled'), secret, T)).toBe('mismatch');
    expect(verifyWebhookSignature(header, BODY, secret, T + 301)).toBe('expired');
    expect(verifyWebhookSignature(header, BODY, secret, T - 301)).toBe('expired');
    expect(verifyWebhookSignature('v1=abc', BODY, secret, T)).toBe('malformed');
    expect(verifyWebhookSignature(`t=${T}`, BODY, secret, T)).toBe('malformed');
    expect(verifyWebhookSignature(`t=x,v1=${'0'.repeat(64)}`, BODY, secret, T)).toBe('malformed');
    // Re-signing with a new timestamp without the secret is impossible: the old v1 does not match the new t.
    const v1 = header.split(',')[1];
    expect(verifyWebhookSignature(`t=${T + 100},${v1}`, BODY, secret, T + 100)).toBe('mismatch');
  });

  it('refuses to sign without a secret', () => {
    expect(() => webhookSignatureHeader([], T, BODY)).toThrow();
  });
});
