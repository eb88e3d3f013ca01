import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { DOMAIN_ERROR_CODES, FIREBASE_ERROR_CODES } from './error-codes';
import { AUTH_MESSAGES, CATEGORY_MESSAGES, GENERIC_MESSAGES } from './generic-messages';
import { categoryOfErrorCode, messageForErrorCode, userMessageOf } from './message-for-error';

describe('messageForErrorCode', () => {
  it('maps Firebase Auth codes', () => {
    expect(messageForErrorCode('auth/wrong-password')).toBe(AUTH_MESSAGES.wrongPassword);
    expect(messageForErrorCode('auth/user-disabled')).toBe(
      'Ce compte a été désactivé. Contactez un administrateur.',
    );
    expect(messageForErrorCode('auth/invalid-credential')).toBe('Identifiants invalides');
    expect(messageForErrorCode('auth/something-new')).toBe(CATEGORY_MESSAGES.authentication);
  });

  it('maps callable and Firestore codes with or without prefix', () => {
    expect(messageForErrorCode('functions/permission-denied')).toBe(GENERIC_MESSAGES.permissionDenied);
    expect(messageForErrorCode('firestore/unavailable')).toBe(GENERIC_MESSAGES.unavailable);
    expect(messageForErrorCode('not-found')).toBe('Données non trouvées');
  });

  it('maps domain codes to their French message', () => {
    expect(messageForErrorCode('slot-unavailable')).toBe("Ce créneau n'est plus disponible");
    expect(messageForErrorCode('party-too-large')).toBe('Nombre maximum de convives dépassé');
    expect(messageForErrorCode('restaurant-closed')).toBe('Restaurant fermé à cette date');
    expect(messageForErrorCode('table-occupied')).toBe('Cette table est déjà occupée');
  });

  it('has a non-empty message for every known code', () => {
    for (const code of [...FIREBASE_ERROR_CODES, ...Object.keys(DOMAIN_ERROR_CODES)]) {
      expect(messageForErrorCode(code), code).not.toBe('');
    }
  });

  it('falls back to the category message', () => {
    expect(messageForErrorCode('weird')).toBe(CATEGORY_MESSAGES.unknown);
  });
});

describe('categoryOfErrorCode', () => {
  it.each([
    ['auth/network-request-failed', 'network'],
    ['functions/unavailable', 'network'],
    ['deadline-exceeded', 'network'],
    ['auth/wrong-password', 'authentication'],
    ['unauthenticated', 'authentication'],
    ['permission-denied', 'permission'],
    ['invalid-argument', 'validation'],
    ['not-found', 'dataAccess'],
    ['slot-unavailable', 'validation'],
    ['internal', 'unknown'],
    ['weird', 'unknown'],
  ])('%s is %s', (code, category) => {
    expect(categoryOfErrorCode(code)).toBe(category);
  });
});

describe('userMessageOf', () => {
  it('shows the AppError text', () => {
    expect(userMessageOf(new AppError('table-occupied', 'Cette table est déjà occupée'))).toBe(
      'Cette table est déjà occupée',
    );
  });

  it("shows a callable's French message, but not a bare code left by the SDK", () => {
    expect(
      userMessageOf({ code: 'functions/invalid-argument', message: '❌ Aucun restaurant sélectionné' }),
    ).toBe('❌ Aucun restaurant sélectionné');
    expect(userMessageOf({ code: 'functions/internal', message: 'internal' })).toBe(
      GENERIC_MESSAGES.internal,
    );
    expect(userMessageOf({ code: 'functions/not-found', message: '' })).toBe(GENERIC_MESSAGES.notFound);
  });

  it('maps Auth errors by code, ignoring their English message', () => {
    expect(
      userMessageOf({ code: 'auth/wrong-password', message: 'Firebase: Error (auth/wrong-password).' }),
    ).toBe(AUTH_MESSAGES.wrongPassword);
  });

  it('recognises a browser network failure and otherwise uses the fallback', () => {
    expect(userMessageOf(new TypeError('Failed to fetch'))).toBe(CATEGORY_MESSAGES.network);
    expect(userMessageOf(new TypeError('x is undefined'), 'Erreur')).toBe('Erreur');
    expect(userMessageOf(new Error('boom'))).toBe(CATEGORY_MESSAGES.unknown);
    expect(userMessageOf(undefined, 'Erreur lors du refus')).toBe('Erreur lors du refus');
    expect(userMessageOf({ code: '' })).toBe(CATEGORY_MESSAGES.unknown);
  });
});
