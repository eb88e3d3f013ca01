import { describe, expect, it } from 'vitest';
import { bookingErrorText } from './booking-wizard';

describe('bookingErrorText', () => {
  it("writes the spec's 'Erreur: {message}. Veuillez réessayer.' without a double full stop", () => {
    expect(bookingErrorText('Nombre maximum de convives dépassé')).toBe(
      'Erreur: Nombre maximum de convives dépassé. Veuillez réessayer.',
    );
    expect(bookingErrorText('Problème de connexion. Vérifiez votre connexion internet et réessayez.')).toBe(
      'Erreur: Problème de connexion. Vérifiez votre connexion internet et réessayez. Veuillez réessayer.',
    );
  });
});
