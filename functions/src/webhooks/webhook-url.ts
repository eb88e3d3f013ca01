import { isIP } from 'node:net';

/** IPv4 ranges a webhook must never reach in production (loopback, private, link-local, CGNAT, unspecified). */
function privateIpv4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

function privateIpv6(ip: string): boolean {
  const v = ip.toLowerCase();
  if (v === '::' || v === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (mapped) return privateIpv4(mapped[1]!);
  // The URL parser writes an IPv4-mapped address in hex (::ffff:7f00:1 for 127.0.0.1).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return privateIpv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(v);
}

/** Whether an address (literal or resolved at delivery time) is private: refused in production. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 4) return privateIpv4(ip);
  if (family === 6) return privateIpv6(ip);
  return false;
}

/**
 * Why a subscription URL is refused, or null: HTTPS only, no credentials, no private or loopback address,
 * no `localhost` name; in embedded/test mode `http://127.0.0.1:<port>` is allowed (the tests' local receiver).
 * The delivery re-checks the resolved address (a public name may resolve to a private one).
 */
export function webhookUrlProblem(raw: string, embedded: boolean): 'invalid' | 'https' | 'private' | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password || raw.length > 500) return 'invalid';
  const host = url.hostname.toLowerCase();
  if (embedded && url.protocol === 'http:' && host === '127.0.0.1') return null;
  if (url.protocol !== 'https:') return 'https';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return 'private';
  return isPrivateAddress(host) ? 'private' : null;
}
