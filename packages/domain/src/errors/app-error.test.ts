import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './app-error';
import {
  DOMAIN_ERROR_CODES,
  firebaseCodeOf,
  FIREBASE_ERROR_CODES,
  isDomainErrorCode,
  isFirebaseErrorCode,
} from './error-codes';

describe('AppError', () => {
  it('carries a code, the French user message and optional details', () => {
    const err = new AppError('visit-too-soon', 'Délai de 5h requis !', { hours: 2, minutes: 10 });
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('AppError');
    expect(err.message).toBe('Délai de 5h requis !');
    expect(err.userMessage).toBe('Délai de 5h requis !');
    expect(err.code).toBe('visit-too-soon');
    expect(err.details).toEqual({ hours: 2, minutes: 10 });
    expect(new AppError('not-found', 'x').details).toBeUndefined();
  });

  it('is recognised by class or by shape', () => {
    expect(isAppError(new AppError('internal', 'x'))).toBe(true);
    expect(isAppError({ name: 'AppError', code: 'not-found', userMessage: 'Introuvable' })).toBe(true);
    expect(isAppError({ name: 'Error', code: 'not-found', userMessage: 'x' })).toBe(false);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError('AppError')).toBe(false);
  });
});

describe('error codes', () => {
  it('maps domain codes to Firebase codes, Firebase codes to themselves, unknown to failed-precondition', () => {
    expect(firebaseCodeOf('slot-unavailable')).toBe('resource-exhausted');
    expect(firebaseCodeOf('voucher-not-found')).toBe('not-found');
    expect(firebaseCodeOf('permission-denied')).toBe('permission-denied');
    expect(firebaseCodeOf('something-else')).toBe('failed-precondition');
  });

  it('only maps domain codes to real Firebase codes', () => {
    for (const target of Object.values(DOMAIN_ERROR_CODES)) expect(FIREBASE_ERROR_CODES).toContain(target);
    expect(isFirebaseErrorCode('ok')).toBe(false);
    expect(isDomainErrorCode('toString')).toBe(false);
    expect(isDomainErrorCode('table-occupied')).toBe(true);
  });
});
