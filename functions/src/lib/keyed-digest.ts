import { createHmac } from 'node:crypto';
import { runtime } from './runtime';

/**
 * A keyed digest of a person's identifier (an e-mail) for a document id: HMAC-SHA256 with the product's link
 * secret, so that an id cannot be recomputed from a list of addresses by whoever reads the store (issue 49).
 * `purpose` keeps digests of one use apart from another's.
 * @example keyedDigest('campaign-tracking', 'ana@mail.fr') // '3f1c…' (32 hex characters)
 */
export function keyedDigest(purpose: string, value: string): string {
  return createHmac('sha256', runtime().linkSecret)
    .update(`${purpose}:${value.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 32);
}
