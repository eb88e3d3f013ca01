import { describe, expect, it } from 'vitest';
import { StoreError } from '../../docstore/port';
import { decodeWire, encodeWire, errorFromWire, snapshotFromWire, snapshotToWire } from './wire';

describe('wire codec', () => {
  it('round-trips dates nested in objects and arrays through JSON', () => {
    const data = { at: new Date('2026-11-22T10:00:00.000Z'), list: [{ d: new Date(0) }, 3], name: 'Café' };
    const back = decodeWire(JSON.parse(JSON.stringify(encodeWire(data))));
    expect(back).toEqual(data);
    expect((back as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it('leaves ordinary objects alone, even with a $date key among others', () => {
    const value = { $date: 'x', other: 1 };
    expect(decodeWire(encodeWire(value))).toEqual(value);
  });

  it('drops data of a missing document and restores it for an existing one', () => {
    const missing = snapshotToWire({ id: 'a', path: 'c/a', exists: false, data: undefined });
    expect(missing).toEqual({ id: 'a', path: 'c/a', exists: false });
    expect(snapshotFromWire(missing).data).toBeUndefined();
    const present = snapshotFromWire(snapshotToWire({ id: 'b', path: 'c/b', exists: true, data: { n: 1 } }));
    expect(present).toEqual({ id: 'b', path: 'c/b', exists: true, data: { n: 1 } });
  });

  it('maps error answers to StoreError codes', () => {
    const denied = errorFromWire({ error: { code: 'permission-denied', message: 'non' } }, 403);
    expect(denied).toBeInstanceOf(StoreError);
    expect(denied.code).toBe('permission-denied');
    expect(errorFromWire({ error: { code: 'unauthenticated', message: 'token' } }, 401).code).toBe(
      'permission-denied',
    );
    expect(errorFromWire('oops', 400).code).toBe('invalid-argument');
    expect(errorFromWire(null, 502).code).toBe('unavailable');
  });
});
