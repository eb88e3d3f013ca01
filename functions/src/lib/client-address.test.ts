import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const GFE = { kind: 'forwarded', trustedHops: 0 } as const;

describe('clientAddress', () => {
  it('takes the entry Google’s front end appended: the right-most one', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '203.0.113.7' }, ip: '203.0.113.7' }, GFE)).toBe(
      '203.0.113.7',
    );
  });

  it('is not moved by a spoofed header: whatever the client writes first, the address stays its own', () => {
    const real = '203.0.113.7';
    const spoofs = ['1.2.3.4', '10.0.0.1, 8.8.8.8', 'inconnue', '  ', 'not-an-ip, ::1'];
    for (const spoof of spoofs) {
      // Express's req.ip under 'trust proxy' is the left-most entry: the attacker's choice.
      const request = { headers: { 'x-forwarded-for': `${spoof}, ${real}` }, ip: spoof.split(',')[0] };
      expect(clientAddress(request, GFE), spoof).toBe(real);
    }
  });

  it('reads several header lines as one list', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': ['6.6.6.6', '203.0.113.7'] } }, GFE)).toBe(
      '203.0.113.7',
    );
  });

  it('skips the proxies of our own behind the front end (a load balancer appends its address last)', () => {
    const request = { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 34.120.0.1' } };
    expect(clientAddress(request, { kind: 'forwarded', trustedHops: 1 })).toBe('203.0.113.7');
  });

  it('falls back to the socket when no header came (and on the local host, ignores the header)', () => {
    const request = { headers: { 'x-forwarded-for': '6.6.6.6' }, socket: { remoteAddress: '127.0.0.1' } };
    expect(clientAddress(request, { kind: 'socket' })).toBe('127.0.0.1');
    expect(clientAddress({ socket: { remoteAddress: '::1' } }, GFE)).toBe('::1');
    expect(clientAddress(undefined, GFE)).toBe('inconnue');
  });
});
