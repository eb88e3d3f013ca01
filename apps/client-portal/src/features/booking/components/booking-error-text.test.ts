import { serverTranslator } from '@app/i18n/server';
import { describe, expect, it } from 'vitest';
import { bookingErrorText } from './booking-wizard';

describe('bookingErrorText', () => {
  it("writes the spec's 'Erreur: {message}. Veuillez réessayer.' without a double full stop", () => {
    const { t } = serverTranslator('fr');
    expect(bookingErrorText('Nombre maximum de convives dépassé', t)).toBe(
      'Erreur: Nombre maximum de convives dépassé. Veuillez réessayer.',
    );
    expect(
      bookingErrorText('Problème de connexion. Vérifiez votre connexion internet et réessayez.', t),
    ).toBe(
      'Erreur: Problème de connexion. Vérifiez votre connexion internet et réessayez. Veuillez réessayer.',
    );
  });

  it('says it in the page’s language (issue 51)', () => {
    expect(bookingErrorText('Connection problem.', serverTranslator('en').t)).toBe(
      'Error: Connection problem. Please try again.',
    );
  });
});
