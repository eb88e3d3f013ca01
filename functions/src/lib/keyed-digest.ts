import { createHmac } from 'node:crypto';
import { runtime } from './runtime';

/**
 * The keyed digest that stands for a person's identifier (an e-mail, a network address) wherever an id or a
 * counter must name one without holding it (sign-in guards, rate limits, campaign tracking, outbox ids,
 * customers' Auth uids): HMAC-SHA256 under the deployment's id key, hex. A plain sha256 of an e-mail can be
 * recomputed by anyone holding a list of addresses, so an erased customer would still be recognised from a leaked
 * id (issue 49): without the key the digest tells nothing. `purpose` keeps digests of one use apart from another's.
 * The key is `runtime().idSecret` when a runtime gives one; otherwise (production, where `LINK_SECRET` comes from
 * Secret Manager, the local host, where it is the data folder's `link-secret` file, and tests) it is derived from
 * the link secret under a label of its own, so that the two keys never sign the same thing. Rotating the link
 * secret therefore changes every keyed id (README « Customers' Auth uids are keyed too »).
 * @example keyedDigest('campaign-tracking', 'ana@mail.fr') // '3f1c…' (32 hex characters)
 */
export function keyedDigest(purpose: string, value: string, length = 32): string {
  return createHmac('sha256', idKey())
    .update(`${purpose}:${value.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, length);
}

let cached: { from: string; key: Buffer } | undefined;

function idKey(): Buffer {
  const rt = runtime();
  const from = rt.idSecret ?? `link:${rt.linkSecret}`;
  if (cached?.from !== from) {
    const key = rt.idSecret
      ? Buffer.from(rt.idSecret, 'utf8')
      : createHmac('sha256', rt.linkSecret).update('resto:id-digest:v1').digest();
    cached = { from, key };
  }
  return cached.key;
}
