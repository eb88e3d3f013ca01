import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

/** Every string message of the catalogue, with its path. */
function strings(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
}

describe('MESSAGES', () => {
  it('quotes the spec texts exactly', () => {
    expect(MESSAGES.reservation.customerNameRequired).toBe('❌ Le nom du client est obligatoire');
    expect(MESSAGES.reservation.phoneOrEmailRequired).toBe(
      '❌ Veuillez fournir au moins un téléphone ou un email',
    );
    expect(MESSAGES.reservation.timeRequired).toBe("❌ L'heure de réservation est obligatoire");
    expect(MESSAGES.password.tooShort).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(MESSAGES.registration.termsRequired).toBe(
      "Vous devez accepter les conditions d'utilisation pour créer un compte",
    );
    expect(MESSAGES.tablet.customerNotFound).toBe(
      "Aucun client trouvé avec ces informations. Veuillez créer un compte d'abord.",
    );
    expect(MESSAGES.settings.accessDenied).toBe("Accès refusé : vous n'avez pas les permissions nécessaires");
    expect(MESSAGES.floorPlan.saveError).toBe('Erreur - Rafraîchissez la page et réessayez');
    expect(MESSAGES.reservation.useDetailsTab).toBe('Utilisez l\'onglet "Détails" pour modifier les notes');
  });

  it('fills parameterised messages', () => {
    expect(MESSAGES.reservation.creationError('Quota')).toBe('Erreur lors de la création: Quota');
    expect(MESSAGES.reservation.creationError()).toBe('Erreur lors de la création: Erreur inconnue');
    expect(MESSAGES.table.assigned('4')).toBe('Table 4 assignée !');
    expect(MESSAGES.table.newReservationAtTable('2.1')).toBe('➕ Nouvelle réservation à la table 2.1');
    expect(MESSAGES.auth.welcome('Ana')).toBe('Bienvenue Ana');
    expect(MESSAGES.tablet.visitTooSoon(3, 5)).toBe(
      'Délai de 5h requis ! Prochaine visite possible dans 3h 5min (depuis votre dernière activité)',
    );
    expect(MESSAGES.reward.pointsNeeded(100)).toBe('Il vous faut 100 points pour obtenir ce cadeau');
    expect(MESSAGES.customerSpace.newGifts(2)).toBe(
      '🎁 2 nouveau(x) cadeau(x) disponible(s) ! Consultez vos récompenses.',
    );
    expect(MESSAGES.campaign.sent(3, 4)).toBe('Campagne envoyée avec succès ! 3/4 clients');
    expect(MESSAGES.campaign.allFailed(4, 4)).toBe("❌ Échec de l'envoi à tous les clients (4/4)");
    expect(MESSAGES.establishment.imageTooLarge('salle.jpg')).toBe('salle.jpg est trop volumineux (max 5MB)');
    expect(MESSAGES.booking.error('Créneau complet')).toBe('Erreur: Créneau complet. Veuillez réessayer.');
    expect(MESSAGES.booking.partyTooLarge(12)).toContain('12');
    expect(MESSAGES.booking.tooLate(2)).toContain('2 h');
    expect(MESSAGES.login.resendLocked(4)).toBe('Vous pourrez demander un nouveau code dans 4 min');
    expect(MESSAGES.scan.voucherUsed('01/12/2026 à 12:30')).toBe(
      'Ce bon a déjà été utilisé/expiré (utilisé le 01/12/2026 à 12:30)',
    );
    expect(MESSAGES.scan.voucherExpired('01/12/2026 à 12:30')).toBe(
      'Ce bon a déjà été utilisé/expiré (expiré le 01/12/2026 à 12:30)',
    );
    expect(MESSAGES.floorPlan.newRoomName(2)).toBe('Salle 2');
  });

  it('has no empty message and uses typographic French spacing before "!" and "?" where the spec does', () => {
    const all = strings(MESSAGES);
    expect(all.length).toBeGreaterThan(150);
    for (const [path, text] of all) expect(text.trim(), path).not.toBe('');
    // The spec writes a space before '!' in its success texts; a glued '!' would be a typo here.
    for (const [path, text] of all) expect(/\w!/.test(text), path).toBe(false);
  });
});
