import { HttpsError } from 'firebase-functions/v2/https';
import { AppError } from '@app/domain';
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
  it("uses the domain's table: Firebase codes kept, business codes mapped, unknown ones refused preconditions", () => {
    expect(httpsCodeForAppCode('not-found')).toBe('not-found');
    expect(httpsCodeForAppCode('slot-unavailable')).toBe('resource-exhausted');
    expect(httpsCodeForAppCode('table-occupied')).toBe('failed-precondition');
    expect(httpsCodeForAppCode('something-new')).toBe('failed-precondition');
  });

  it('maps an AppError with its French message and details', () => {
    const mapped = toHttpsError(new AppError('visit-too-soon', 'Délai de 5h requis !', { minutesLeft: 30 }), {
      name: 't',
    });
    expect(mapped.code).toBe('failed-precondition');
    expect(mapped.message).toBe('Délai de 5h requis !');
    expect(mapped.details).toEqual({ code: 'visit-too-soon', minutesLeft: 30 });
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
