import { AppError } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toUserMessage } from './error-message';

describe('toUserMessage', () => {
  it('maps Auth codes to the French catalogue', () => {
    expect(toUserMessage({ code: 'auth/wrong-password' })).toBe('Mot de passe incorrect');
    expect(toUserMessage({ code: 'auth/invalid-credential' })).toBe('Identifiants invalides');
    expect(toUserMessage({ code: 'auth/too-many-requests' })).toBe(
      'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    );
  });

  it('keeps the server French message of a refused callable, not the SDK placeholder', () => {
    expect(
      toUserMessage({ code: 'functions/failed-precondition', message: 'Cette table est déjà occupée' }),
    ).toBe('Cette table est déjà occupée');
    expect(toUserMessage({ code: 'functions/permission-denied', message: 'permission-denied' })).toBe(
      "Accès refusé : vous n'avez pas les permissions nécessaires",
    );
    expect(toUserMessage({ code: 'functions/internal', message: 'internal' })).toBe(
      'Une erreur inattendue est survenue. Veuillez réessayer.',
    );
  });

  it('uses the AppError message, else the fallback', () => {
    expect(toUserMessage(new AppError('not-found', 'Réservation non trouvée'))).toBe(
      'Réservation non trouvée',
    );
    expect(toUserMessage(new Error('boom'), 'Erreur lors du refus')).toBe('Erreur lors du refus');
  });
});
