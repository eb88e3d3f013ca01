import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { runtime } from '../lib/runtime';

/** Every key starts so: a secret scanner (GitHub's, a partner's) recognises one pasted where it should not be. */
export const API_KEY_PREFIX = 'rfk_';

const KEY_PATTERN = /^rfk_([A-Za-z0-9]{1,40})_([0-9a-f]{48})$/;

/** A new key's secret for the key id: `rfk_{keyId}_{48 hex}` (192 random bits), shown once to its creator. */
export function newApiKeySecret(keyId: string): string {
  return `${API_KEY_PREFIX}${keyId}_${randomBytes(24).toString('hex')}`;
}

/** The key id a presented secret names, or null when it is not one of ours (no store read for junk). */
export function keyIdOf(secret: string): string | null {
  return KEY_PATTERN.exec(secret)?.[1] ?? null;
}

/**
 * What is stored of a secret: HMAC-SHA256 under a key derived from the deployment's link secret (never the
 * secret itself, nor a plain hash anyone could test guesses against offline with a leaked copy of the store).
 */
export function apiKeyDigest(secret: string): string {
  const key = createHmac('sha256', runtime().linkSecret).update('resto:api-key:v1').digest();
  return createHmac('sha256', key).update(secret).digest('hex');
}

/** Compares a presented secret with a stored digest in constant time. */
export function secretMatches(secret: string, digest: unknown): boolean {
  if (typeof digest !== 'string' || digest.length !== 64) return false;
  return timingSafeEqual(Buffer.from(apiKeyDigest(secret), 'hex'), Buffer.from(digest, 'hex'));
}

/** What staff see of a key to tell it apart: its first characters. */
export function displayPrefix(secret: string): string {
  return `${secret.slice(0, 12)}…`;
}
