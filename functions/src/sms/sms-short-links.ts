import { randomBytes } from 'node:crypto';
import type { Transaction } from '@app/data';
import { runtime } from '../lib/runtime';
import { joinUrl } from '../mail/mail-layout';

/** Short links of SMS: code → the long signed URL they lead to, until it expires. */
export const SMS_LINKS_COLLECTION = 'sms_links';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 10 characters of a 56-letter alphabet (58 bits): not guessable, short enough for an SMS. */
function newCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * A short link for an SMS (`{functions}/l?c=…`), written in the caller's transaction (no read): it only leads to
 * `target`, a URL the product signed (the reminder's answer page, which acts on its button alone), until
 * `expiresAt`. The code is random, so the short link gives nothing away and cannot be made up.
 */
export function createSmsShortLink(tx: Transaction, target: string, expiresAt: Date): string {
  const code = newCode();
  tx.create(`${SMS_LINKS_COLLECTION}/${code}`, { url: target, expiresAt: expiresAt.toISOString() });
  return `${joinUrl(runtime().urls.functions, 'l')}?c=${code}`;
}
