import { describe, expect, it } from 'vitest';
import { assertListenable, isLoopback } from './loopback';

describe('isLoopback', () => {
  it('knows the loopback names and no other', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '192.168.1.20', '::', 'resto.local', '127.0.0.1.nip.io'])
      expect(isLoopback(host), host).toBe(false);
  });
});

describe('assertListenable', () => {
  const sessions = { authEmulatorHost: '127.0.0.1:9099' };
  it('listens on loopback always, beyond it only with signed sessions and the emulator behind the host', () => {
    expect(() => assertListenable('127.0.0.1', undefined)).not.toThrow();
    expect(() => assertListenable('0.0.0.0', undefined)).toThrow(/signed sessions/);
    expect(() => assertListenable('192.168.1.20', undefined)).toThrow(/signed sessions/);
    expect(() => assertListenable('0.0.0.0', sessions)).not.toThrow();
    expect(() => assertListenable('0.0.0.0', { authEmulatorHost: '0.0.0.0:9099' })).toThrow(/loopback/);
  });
});
