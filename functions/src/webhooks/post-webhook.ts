import { lookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress, webhookUrlProblem } from './webhook-url';

/** A receiver has this long to answer; past it the attempt failed and is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface PostOutcome {
  /** The receiver's HTTP status, null when it could not be reached or did not answer in time. */
  statusCode: number | null;
  /** Why it failed, in a few words for the delivery log; null on a 2xx. */
  error: string | null;
}

/**
 * The address the name resolves to must be public too (a public name may point at a private address, or be
 * changed to after the subscription was checked): checked on the very address the socket connects to, so
 * nothing resolves the name a second time. In embedded mode only 127.0.0.1 is let through besides.
 */
function guardedLookup(loopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: false }, (err, address, family) => {
      if (err) return callback(err, '', 0);
      const allowed = !isPrivateAddress(address) || (loopback && address === '127.0.0.1');
      if (!allowed) return callback(new Error(`adresse privée refusée (${address})`), '', 0);
      callback(null, address, family);
    });
  };
}

/**
 * POSTs a delivery's body with its headers. The URL is checked again (webhook-url.ts) and so is the resolved
 * address; redirects are not followed (a 3xx is a failure), the answer's body is not kept, and the answer must
 * come within {@link WEBHOOK_TIMEOUT_MS}. A 2xx is a delivery, anything else an attempt to retry.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { loopback }: { loopback: boolean },
): Promise<PostOutcome> {
  const problem = webhookUrlProblem(url, loopback);
  if (problem) return Promise.resolve({ statusCode: null, error: `adresse refusée (${problem})` });
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
        lookup: guardedLookup(loopback),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        const statusCode = res.statusCode ?? 0;
        res.resume();
        res.on('end', () =>
          done({ statusCode, error: statusCode >= 200 && statusCode < 300 ? null : `HTTP ${statusCode}` }),
        );
        res.on('error', (err) => done({ statusCode, error: err.message.slice(0, 200) }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('délai de réponse dépassé')));
    req.on('error', (err) => done({ statusCode: null, error: err.message.slice(0, 200) }));
    req.end(body);
  });
}
