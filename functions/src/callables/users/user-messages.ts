import { MESSAGES } from '@app/domain';

/**
 * Messages of the users and invitations callables: the spec's texts from the domain's catalogue, plus the
 * few refusals the spec does not word (editing oneself, an unknown user, an invitation accepted already).
 */
export const USER_MESSAGES = {
  invalidOrExpired: MESSAGES.invitation.invalidOrExpired,
  accountExists: MESSAGES.invitation.accountExists,
  userExists: MESSAGES.settings.userExists,
  noSelfDelete: MESSAGES.settings.cannotDeleteSelf,
  noSelfEdit: 'Vous ne pouvez pas modifier votre propre compte',
  userNotFound: 'Utilisateur non trouvé',
  alreadyAccepted: 'Cette invitation a déjà été acceptée',
  emailChangeMailError:
    "Adresse modifiée, mais l'e-mail pour créer le mot de passe n'a pas pu être envoyé : renvoyez-le depuis les invitations",
} as const;
