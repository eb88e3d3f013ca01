/**
 * Generic French messages of staff-operations §8 ("Authentication and generic messages"). The spec names
 * them in English only; the texts are written here once. Values shared with the functions' framework
 * messages are kept identical so that the same failure reads the same everywhere.
 */
export const AUTH_MESSAGES = {
  invalidEmail: 'Adresse email invalide',
  userDisabled: 'Ce compte a été désactivé. Contactez un administrateur.',
  userNotFound: 'Aucun compte ne correspond à cet email',
  wrongPassword: 'Mot de passe incorrect',
  emailAlreadyInUse: 'Cette adresse email est déjà utilisée',
  weakPassword: 'Le mot de passe doit contenir au moins 6 caractères',
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  networkError: 'Problème de connexion. Vérifiez votre connexion internet.',
  invalidCredentials: 'Identifiants invalides',
  loginError: 'Erreur lors de la connexion',
  welcome: (name: string) => `Bienvenue ${name}`,
  goodbye: 'À bientôt',
} as const;

/** Generic catalogue of staff-operations §8: data access, network, validation and not-found messages. */
export const GENERIC_MESSAGES = {
  permissionDenied: "Accès refusé : vous n'avez pas les permissions nécessaires",
  notFound: 'Données non trouvées',
  alreadyExists: 'Cet élément existe déjà',
  tooManyRequests: 'Trop de requêtes, veuillez réessayer dans quelques minutes',
  failedPrecondition: "L'opération ne peut pas être effectuée dans l'état actuel",
  aborted: "L'opération a été interrompue, veuillez réessayer",
  unavailable: 'Service temporairement indisponible, veuillez réessayer',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action',
  deadlineExceeded: "Le délai d'attente est dépassé, veuillez réessayer",
  noInternet: 'Pas de connexion internet',
  offline: 'Vous êtes hors ligne. Certaines fonctionnalités sont indisponibles.',
  backOnline: 'Connexion rétablie',
  invalidInput: 'Données invalides',
  invalidPhone: 'Numéro de téléphone invalide',
  requiredField: 'Ce champ est obligatoire',
  invalidDateTime: 'Date ou heure invalide',
  restaurantNotFound: 'Restaurant non trouvé',
  reservationNotFound: 'Réservation non trouvée',
  customerNotFound: 'Client non trouvé',
  slotUnavailable: "Ce créneau n'est plus disponible",
  maxGuestsExceeded: 'Nombre maximum de convives dépassé',
  restaurantClosed: 'Restaurant fermé à cette date',
  internal: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  unknownError: 'Erreur inconnue',
  loadingError: 'Erreur de chargement',
} as const;

/** Last-resort messages per category, when nothing more precise is known. */
export const CATEGORY_MESSAGES = {
  authentication: "Erreur d'authentification. Veuillez vous reconnecter.",
  dataAccess: "Erreur d'accès aux données. Veuillez réessayer.",
  network: 'Erreur réseau. Vérifiez votre connexion internet.',
  validation: 'Certaines informations sont invalides. Vérifiez le formulaire.',
  permission: "Vous n'avez pas les droits nécessaires pour cette action.",
  unknown: 'Une erreur inattendue est survenue. Veuillez réessayer.',
} as const;
/** Category of an error, for its last-resort message. */
export type ErrorCategory = keyof typeof CATEGORY_MESSAGES;
