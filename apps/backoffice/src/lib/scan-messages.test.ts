import { describe, expect, it } from 'vitest';
import { scanErrorMessage } from './scan-messages';

const FALLBACK = 'Erreur lors de la vérification du bon';
const refused = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

describe('scanErrorMessage', () => {
  it("keeps the server's text when it is one of the scan catalogue's", () => {
    expect(scanErrorMessage(refused('not-found', 'Bon de remise non trouvé'), FALLBACK)).toBe(
      'Bon de remise non trouvé',
    );
    const used = 'Ce bon a déjà été utilisé/expiré (utilisé le 22/11/2026 à 14:05)';
    expect(scanErrorMessage(refused('failed-precondition', used), FALLBACK)).toBe(used);
    expect(scanErrorMessage(refused('not-found', 'Carte de fidélité inconnue'), FALLBACK)).toBe(
      'Carte de fidélité inconnue',
    );
    expect(
      scanErrorMessage(refused('failed-precondition', 'Ce bon est à utiliser chez Le Comptoir'), FALLBACK),
    ).toBe('Ce bon est à utiliser chez Le Comptoir');
  });

  it('says the fallback for anything else', () => {
    expect(scanErrorMessage(refused('internal', 'internal'), FALLBACK)).toBe(FALLBACK);
    expect(scanErrorMessage(refused('permission-denied', 'Accès refusé'), FALLBACK)).toBe(FALLBACK);
    expect(scanErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(scanErrorMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });
});
