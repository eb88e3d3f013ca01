import { ONLINE_GUARD } from './screen-online-request';

/**
 * The staff's words for online requests held for them and for blocked addresses (issue 49): « À confirmer »'s
 * alert, the held rows, the block action and the list of blocked addresses.
 */
export const ONLINE_GUARD_TEXTS = {
  /** The badge of a request or sign-up held for staff. */
  heldBadge: 'Non vérifiée',
  alertTitle: 'Afflux de demandes en ligne non vérifiées',
  alert: (count: number) =>
    `${count} ${count > 1 ? 'demandes attendent' : 'demande attend'} votre décision : au-delà de ` +
    `${ONLINE_GUARD.unverifiedBookingsPerDay} demandes par jour sans compte client ni visite passée, les ` +
    'nouvelles ne sont plus confirmées automatiquement. Refusez ou bloquez celles qui vous semblent fausses.',
  waitlistHeld:
    'Non vérifiée : hors des propositions automatiques, réservez-la vous-même si elle vous semble sérieuse.',
  blockAction: 'Bloquer cette adresse e-mail',
  blockTitle: 'Bloquer cette adresse e-mail ?',
  blockBody: (email: string) =>
    `${email} ne pourra plus envoyer de demande en ligne ni s'inscrire sur la liste d'attente de ce ` +
    'restaurant. Ses demandes en attente sont refusées, sans e-mail, et ses inscriptions retirées.',
  blockConfirm: 'Bloquer',
  cancel: 'Annuler',
  blocked: (refused: number) =>
    refused > 0
      ? `Adresse bloquée : ${refused} ${refused > 1 ? 'demandes refusées' : 'demande refusée'}`
      : 'Adresse bloquée',
  blockError: "Erreur lors du blocage de l'adresse",
  /** The refusal written in the history of a request refused by the block. */
  blockRefusal: 'Adresse e-mail bloquée par le restaurant',
  blockedTitle: 'Adresses bloquées',
  blockedSince: (hint: string, when: string) => `${hint}, bloquée le ${when}`,
  unblock: 'Débloquer',
  unblocked: 'Adresse débloquée',
  unblockError: "Erreur lors du déblocage de l'adresse",
} as const;
