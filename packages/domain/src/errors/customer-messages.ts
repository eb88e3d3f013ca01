/** Customer-facing flows (customer-flows §5, §8): booking, login, space, reviews, rewards. */
export { BOOKING_MESSAGES } from './booking-messages';
export { PROFILE_MESSAGES } from './profile-messages';
/** Customer login by code or password (customer-flows §5, §8). */
export const LOGIN_MESSAGES = {
  noAccount: 'Aucun compte trouvé. Créez un compte pour continuer.',
  noPassword: 'Aucun mot de passe configuré. Utilisez le code par email.',
  sendCodeError: "Erreur lors de l'envoi du code",
  resendCodeError: 'Erreur lors du renvoi du code',
  wrongCode: 'Code incorrect',
  codeExpired: 'Code expiré. Demandez un nouveau code.',
  tooManyAttempts: 'Trop de tentatives. Demandez un nouveau code.',
  resendWait: 'Veuillez patienter avant de demander un nouveau code',
  resendLocked: (minutes: number) => `Vous pourrez demander un nouveau code dans ${minutes} min`,
  loginError: 'Erreur lors de la connexion',
  wrongPassword: 'Email ou mot de passe incorrect',
  connectionError: 'Erreur de connexion',
  emailRequired: 'Veuillez saisir votre email',
  passwordRequired: 'Veuillez saisir votre mot de passe',
  resendEmailRequired: 'Email requis pour renvoyer le code',
  resendNoAccount: 'Aucun compte trouvé',
  codeSent: 'Code envoyé par email !',
  codeResent: 'Nouveau code envoyé !',
  accountCreated: 'Compte créé avec succès ! 🎉',
  /** Too many wrong codes or passwords in an hour (ARCHITECTURE §8): sign-in paused, whatever the method. */
  signInLocked: (minutes: number) =>
    `Trop de tentatives de connexion. Par sécurité, réessayez dans ${minutes} min.`,
  /**
   * The account's own budget is spent, over every address (issue 49): no password signs in for the hour, the
   * e-mailed code does.
   */
  accountLocked: (minutes: number) =>
    `Trop de tentatives sur ce compte. Connectez-vous avec un code reçu par e-mail, ou réessayez dans ${minutes} min.`,
} as const;

/** Customer registration (customer-flows §5). */
export const REGISTRATION_MESSAGES = {
  requiredFields: 'Veuillez remplir tous les champs obligatoires',
  termsRequired: "Vous devez accepter les conditions d'utilisation pour créer un compte",
  postalCode: 'Le code postal doit contenir au plus 5 chiffres',
  accountExists: 'Un compte existe déjà avec cet email',
  /** The address has an account (a booking made one): the form turns into a sign-in by the mailed code. */
  accountExistsCodeSent: 'Un compte existe déjà avec cet email : saisissez le code reçu pour vous connecter.',
  error: 'Erreur lors de la création du compte',
} as const;

/** Password creation from the customer space (customer-flows §5, §8). */
export const PASSWORD_MESSAGES = {
  allFields: 'Veuillez remplir tous les champs',
  tooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  /** Staff accounts reach every guest's data: a longer password (ARCHITECTURE §8). */
  staffTooShort: 'Le mot de passe doit contenir au moins 12 caractères',
  mismatch: 'Les mots de passe ne correspondent pas',
  createError: 'Erreur lors de la création du mot de passe',
  created: 'Mot de passe créé avec succès ! 🎉',
  alreadySet: 'Un mot de passe est déjà configuré pour ce compte',
  /** « Changer mon mot de passe » / « Mot de passe oublié ? » (issue 48, defect 7). */
  proofRequired: 'Saisissez votre mot de passe actuel ou le code reçu par e-mail',
  wrongCurrent: 'Mot de passe actuel incorrect',
  changed: 'Mot de passe modifié',
  changeError: 'Erreur lors du changement de mot de passe',
  resetDone: 'Mot de passe modifié. Connectez-vous avec votre nouveau mot de passe.',
} as const;

/** Customer space, reservation detail and cancellation (customer-flows §4, §8). */
export const CUSTOMER_SPACE_MESSAGES = {
  refreshError: 'Erreur lors du rafraîchissement',
  pointsUpdated: 'Points mis à jour !',
  cancelError: "Erreur lors de l'annulation de la réservation",
  cancelled: 'Réservation annulée avec succès',
  cancelQuestion: 'Êtes-vous sûr de vouloir annuler cette réservation ?',
  missingReservationId: 'ID de réservation manquant',
  accessDenied: 'Accès non autorisé à cette réservation',
  loadReservationError: 'Erreur lors du chargement de la réservation',
  reservationNotFound: 'Réservation non trouvée',
  /** `cancelMyReservation` of a booking whose date and time (Paris) have come: only the restaurant may change it. */
  pastReservation: 'Cette réservation est passée : elle ne peut plus être annulée',
  /** The cancel dialog says what the cancellation costs before the diner confirms (issue 48, defect 3). */
  cancelFree: (until: string) =>
    `Annulation gratuite jusqu'au ${until} : vos points de fidélité ne changent pas.`,
  cancelLate: (points: string) =>
    `Le délai d'annulation gratuite est passé : annuler maintenant vous retire ${points} points de fidélité.`,
  /** `cancelMyReservation` when the free window closed after the dialog said it was free. */
  cancelPenaltyNow: (points: string) =>
    `Le délai d'annulation gratuite vient de passer : annuler maintenant vous retire ${points} points de fidélité. Confirmez à nouveau pour annuler.`,
  copyLinkError: 'Erreur lors de la copie du lien',
  newGifts: (n: number) => `🎁 ${n} nouveau(x) cadeau(x) disponible(s) ! Consultez vos récompenses.`,
  maxLevel: 'Niveau maximum atteint',
  /** The points changed while the space was open (its live read). */
  pointsShared: 'Points de fidélité mis à jour',
} as const;

/** Review page and staff reviews screen (customer-flows §5, §8; administration §2, §8). */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Veuillez sélectionner une note',
  commentTooShort: 'Commentaire trop court (minimum 5 caractères)',
  commentTooLong: 'Commentaire trop long (maximum 500 caractères)',
  reservationNotFound: 'Réservation non trouvée',
  loadError: 'Erreur lors du chargement',
  sendError: "Erreur lors de l'envoi de l'avis",
  alreadyReviewed: 'Avis laissé - Merci ! +5 points',
  /** The already-reviewed state with the restaurant's own review points (its loyalty configuration). */
  alreadyReviewedWith: (points: number) =>
    `Avis laissé - Merci ! +${points.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} points`,
  alreadyExists: 'Vous avez déjà laissé un avis pour cette réservation',
  notCompleted: 'Vous pourrez laisser un avis une fois votre visite terminée',
  loadReviewsError: 'Erreur lors du chargement des avis',
  /** Empty states of the staff reviews screen: no review at all, none matching the search or tab. */
  empty: 'Aucun avis',
  noMatch: 'Aucun avis trouvé',
  /** Not in the spec: the restaurant's response to a review (what every review tool offers). */
  responseRequired: 'La réponse ne peut pas être vide',
  responseTooLong: 'La réponse ne peut pas dépasser 1000 caractères',
  responseSaved: 'Réponse enregistrée',
  responseSaveError: "Erreur lors de l'enregistrement de la réponse",
  /** Not in the spec: a response to a review that does not exist or belongs to another restaurant. */
  reviewNotFound: 'Avis non trouvé',
  /** Not in the spec: every text input has a maximum length (ARCHITECTURE §8). */
  searchTooLong: 'La recherche ne peut pas dépasser 100 caractères',
} as const;

/** Gifts, vouchers and reward analytics (customer-flows §5, §8; administration §2). */
export const REWARD_MESSAGES = {
  createError: 'Erreur lors de la création du cadeau',
  qrError: 'Erreur lors de la génération du QR code',
  barcodeError: 'Erreur lors de la génération du code-barres',
  copyError: 'Erreur lors de la copie',
  qrCopied: 'Code QR copié !',
  pointsNeeded: (points: number) => `Il vous faut ${points} points pour obtenir ce cadeau`,
  validForLife: 'Valable à vie',
  notEnoughPoints: 'Points insuffisants pour obtenir ce cadeau',
  /** A gift claimed before the previous one of the same venue (gifts are claimed in order, each once). */
  claimPreviousFirst: (giftNumber: number) => `Récupérez d'abord votre cadeau #${giftNumber}`,
  /** Empty state of the reward analytics' latest usages. */
  noRecentUsage: 'Aucune utilisation récente',
} as const;

/** The reminder e-mail's one-tap links (« Je confirme ma venue », « J'annule ma réservation ») and their page. */
export const BOOKING_ANSWER_MESSAGES = {
  invalidLink: "Ce lien n'est pas valide.",
  expiredLink: "Ce lien a expiré : l'heure de la réservation est passée.",
  usedLink: 'Ce lien a déjà été utilisé.',
  notConfirmed: "Cette réservation n'est plus confirmée : elle ne peut plus être modifiée par ce lien.",
} as const;

/** The diner's RGPD rights in the customer space, and the unsubscribe page (ARCHITECTURE §9 « RGPD »). */
export const PRIVACY_MESSAGES = {
  exportReady: 'Vos données sont prêtes : le téléchargement commence.',
  exportError: 'Erreur lors de la préparation de vos données',
  deletionCodeSent: 'Un code de confirmation vous a été envoyé par e-mail',
  deletionCodeError: "Erreur lors de l'envoi du code de confirmation",
  deletionError: 'Erreur lors de la suppression du compte',
  accountDeleted: 'Votre compte et vos données ont été supprimés',
  consentsSaved: 'Vos choix sont enregistrés',
  consentsError: "Erreur lors de l'enregistrement de vos choix",
  unknownVenue: 'Restaurant non trouvé',
  noAllergiesToShare: 'Ce restaurant ne connaît aucune allergie à partager',
  unsubscribeInvalid: 'Ce lien de désinscription est invalide ou a expiré.',
  unsubscribed: 'Désinscription confirmée',
  unsubscribeError: 'Erreur lors de la désinscription',
} as const;
