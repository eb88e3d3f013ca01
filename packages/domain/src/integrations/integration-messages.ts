/** French texts of « Paramètres » → « Intégrations » and of the public API's answers (issue 52). */
export const INTEGRATION_MESSAGES = {
  keyNameRequired: 'Donnez un nom à cette clé',
  keyNameTooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  scopesRequired: 'Choisissez au moins une autorisation',
  keyNotFound: 'Clé d’API introuvable',
  keyCreated: 'Clé d’API créée',
  keyRevoked: (name: string) => `Clé « ${name} » révoquée`,
  /** The API's refusals (`{ error: { code, message } }`). */
  keyMissing: 'Clé d’API manquante : envoyez « Authorization: Bearer <clé> »',
  keyInvalid: 'Clé d’API invalide ou révoquée',
  scopeMissing: (scope: string) => `Cette clé n’a pas l’autorisation « ${scope} »`,
  routeUnknown: 'Route inconnue',
  methodNotAllowed: 'Méthode non autorisée',
  idempotencyKeyInvalid: 'En-tête Idempotency-Key invalide (1 à 255 caractères visibles)',
  idempotencyConflict: 'Cette clé d’idempotence a déjà servi pour une autre requête',
  idempotencyInFlight: 'Une requête avec cette clé d’idempotence est en cours de traitement',
  notCancellable: 'Cette réservation ne peut plus être annulée',
  /** Tickets from the till. */
  ticketNeedsTarget: 'Indiquez la réservation ou la table et l’heure de clôture du ticket',
  ticketAmountInvalid: 'Montant invalide : un nombre en euros, par exemple 86.50',
  ticketNotFound: 'Ticket de caisse introuvable',
  ticketAlreadyResolved: 'Ce ticket a déjà été rattaché à une réservation',
  ticketNotCandidate: 'Cette réservation ne correspond pas à ce ticket',
  ticketBillNotAccepted: 'Cette réservation ne peut pas recevoir d’addition (annulée, absente ou archivée)',
  tillBillLabel: 'Addition reçue de la caisse',
  ticketAttached: 'Ticket rattaché : addition enregistrée',
} as const;
