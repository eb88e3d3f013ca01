/**
 * The caller's network address, for the per-address limits (ARCHITECTURE §8). In production the functions sit
 * behind Google's front end, which APPENDS the address it received the request from to X-Forwarded-For: whatever
 * a client writes in that header comes first and is never trusted. The client's address is therefore the right-most
 * entry (Cloud Run and Cloud Functions v2 reached directly), or, behind `trustedHops` proxies of our own (an
 * external Application Load Balancer appends its address after the client's), that many entries from the right.
 * Express's `req.ip`, which firebase-functions computes with 'trust proxy' on, is the LEFT-most entry: the client's
 * own words. The local host has no proxy: there the socket's address is the caller, and the header is ignored.
 */
export type AddressSource = { kind: 'forwarded'; trustedHops: number } | { kind: 'socket' };

/** What a request offers to tell its address: headers, Express's `ip`, the socket. */
export interface AddressedRequest {
  headers?: Record<string, string | string[] | undefined>;
  ip?: unknown;
  socket?: { remoteAddress?: string | undefined } | null;
}

const UNKNOWN = 'inconnue';

function socketAddress(request: AddressedRequest | undefined): string {
  const remote = request?.socket?.remoteAddress;
  if (typeof remote === 'string' && remote) return remote;
  const ip = request?.ip;
  return typeof ip === 'string' && ip ? ip : UNKNOWN;
}

/** The X-Forwarded-For entries in order (several header lines are one list). */
function forwardedEntries(request: AddressedRequest | undefined): string[] {
  const raw = request?.headers?.['x-forwarded-for'];
  const lines = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return lines
    .flatMap((line) => line.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The caller's address under `source`; 'inconnue' when nothing tells it. */
export function clientAddress(request: AddressedRequest | undefined, source: AddressSource): string {
  if (source.kind === 'socket') return socketAddress(request);
  const entries = forwardedEntries(request);
  const entry = entries[entries.length - 1 - source.trustedHops];
  return entry ?? socketAddress(request);
}
