import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { httpsCodeForAppCode, toHttpsError } from './to-https-error';

class StoreError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

describe('httpsCodeForAppCode', () => {
  it('keeps codes that already name an HttpsError code, whatever their casing', () => {
    expect(httpsCodeForAppCode('NOT_FOUND')).toBe('not-found');
    expect(httpsCodeForAppCode('permissionDenied')).toBe('permission-denied');
    expect(httpsCodeForAppCode('already-exists')).toBe('already-exists');
  });

  it('maps aliases and treats unknown business codes as a refused precondition', () => {
    expect(httpsCodeForAppCode('VALIDATION')).toBe('invalid-argument');
    expect(httpsCodeForAppCode('TABLE_OCCUPIED')).toBe('failed-precondition');
  });
});

describe('toHttpsError', () => {
  it('passes an HttpsError through unchanged', () => {
    const original = new HttpsError('not-found', 'Réservation non trouvée');
    expect(toHttpsError(original, { name: 't' })).toBe(original);
  });

  it('turns a store error into its code with a French message', () => {
    const mapped = toHttpsError(new StoreError('aborted', 'contention on doc x'), { name: 't' });
    expect(mapped.code).toBe('aborted');
    expect(mapped.message).toBe("L'opération a été interrompue, veuillez réessayer");
  });

  it('turns anything else into internal without leaking the cause', () => {
    const mapped = toHttpsError(new TypeError('x is undefined at line 3'), { name: 't' });
    expect(mapped.code).toBe('internal');
    expect(mapped.message).not.toContain('undefined');
  });
});
