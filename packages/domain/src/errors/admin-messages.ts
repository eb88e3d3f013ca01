/** Administration screens (administration §5, §8): customer file, settings, establishment, floor plan. */
export const CUSTOMER_FILE_MESSAGES = {
  loadError: 'Erreur lors du chargement des clients',
  noReservation: 'Aucune réservation trouvée pour ce client',
  loadCustomerError: 'Erreur lors du chargement du client',
  notFound: 'Client non trouvé',
  updated: 'Profil client mis à jour avec succès !',
  updateError: 'Erreur lors de la mise à jour du profil',
  cacheInvalidated: 'Cache invalidé ! Rechargez la page.',
  cacheError: "Erreur lors de l'invalidation du cache",
  empty: 'Aucun client',
  noMatch: 'Aucun client trouvé',
  mergeSelf: 'Choisissez une autre fiche : un client ne peut pas être fusionné avec lui-même',
  mergeKeepEmail: "Gardez la fiche qui a un e-mail : c'est elle qui permet au client de se connecter",
  rekeyTooLarge: "Cette fiche a trop d'historique pour changer d'e-mail depuis le back office",
  mergeTooLarge: "Cette fiche a trop d'historique pour être fusionnée depuis le back office",
  merged: 'Fiches fusionnées',
  mergeError: 'Erreur lors de la fusion des fiches',
  /** Staff ticking « accepte les offres » again after the diner withdrew it themself (issue 49). */
  consentWithdrawnByDiner:
    'Le client a retiré lui-même son accord : lui seul peut le redonner, depuis son espace client.',
} as const;

/** Settings screen: establishments, users and invitations, loyalty (administration §5, §8). */
export const SETTINGS_MESSAGES = {
  accessDenied: "Accès refusé : vous n'avez pas les permissions nécessaires",
  loadConfigError: '❌ Erreur lors du chargement de la configuration',
  saveError: '❌ Erreur lors de la sauvegarde',
  deleteError: '❌ Erreur lors de la suppression',
  createError: '❌ Erreur lors de la création',
  updateError: 'Erreur lors de la mise à jour',
  resendError: "❌ Erreur lors de l'envoi",
  inviteError: "Erreur lors de l'envoi de l'invitation",
  editError: 'Erreur lors de la modification',
  noRestaurant: 'Aucun restaurant configuré',
  loadRestaurantError: 'Erreur chargement restaurant',
  establishmentNameRequired: 'Le nom est obligatoire',
  establishmentCreated: '✅ Établissement créé avec succès !',
  establishmentDeleted: '✅ Établissement supprimé',
  nameAndEmailRequired: "Le nom et l'email sont obligatoires",
  selectRestaurant: 'Vous devez sélectionner au moins un restaurant',
  atLeastOneRestaurant: 'Au moins un restaurant doit être sélectionné',
  userExists: 'Un utilisateur avec cet email existe déjà',
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte',
  /** An invitation deleted meanwhile, or an id that names none (not worded by the spec). */
  invitationNotFound: 'Invitation introuvable',
  roleUpdated: 'Rôle mis à jour !',
  userUpdated: '✅ Utilisateur modifié avec succès !',
  invitationSent: '✅ Invitation envoyée avec succès !',
  linkCopied: '📋 Lien copié !',
  emailResent: '✅ Email renvoyé !',
  configSaved: '✅ Configuration sauvegardée !',
} as const;

/** Campaign form and sending (administration §5, §8). */
export const CAMPAIGN_MESSAGES = {
  requiredFields: 'Tous les champs obligatoires doivent être remplis',
  dateInPast: "La date d'envoi ne peut pas être antérieure à aujourd'hui",
  emptySegment: 'Aucun client trouvé pour ce segment',
  /** Not in the spec: a campaign's link must be a web address (issue 25). */
  linkNotWeb: 'Le lien doit être une adresse web commençant par http:// ou https://',
  sendError: "❌ Erreur lors de l'envoi de la campagne",
  allFailed: (failed: number, total: number) => `❌ Échec de l'envoi à tous les clients (${failed}/${total})`,
  sent: (sent: number, total: number) => `Campagne envoyée avec succès ! ${sent}/${total} clients`,
  /** Not in the spec: « Envoyer un test à moi-même » (issue 36). */
  testSent: (email: string) => `Test envoyé à ${email}`,
  testError: "❌ Erreur lors de l'envoi du test",
  testNoEmail: "Votre compte n'a pas d'adresse e-mail : impossible de vous envoyer le test",
  testNoSms:
    "Pas d'envoi de test par SMS : il partirait vers un numéro sans consentement enregistré et compterait dans le plafond mensuel. Vérifiez le texte dans l'aperçu",
  /** The confirmation before a real send: the number of consenting recipients, counted by the server. */
  confirmSend: (n: number) => `Envoyer à ${n} client${n > 1 ? 's' : ''} ?`,
  confirmSchedule: (n: number) => `Programmer l'envoi à ${n} client${n > 1 ? 's' : ''} ?`,
} as const;

/** Establishment page: booking parameters, images, slots (administration §5, §8). */
export const ESTABLISHMENT_MESSAGES = {
  capacityMin: "La capacité maximale doit être d'au moins 1",
  cutoffRange: 'Le délai de réservation doit être compris entre 0 et 72 heures',
  onlineMaxRange: 'Le nombre maximum de convives en ligne est compris entre 1 et 50',
  /** Not in the spec: how long a booking holds its tables, per service (issue 16). */
  tableDurationRange: "La durée d'occupation d'une table est comprise entre 30 et 360 minutes",
  /** Not in the spec: « Par couverts » or « Par tables » (issue 40). */
  availabilityModeUnknown: 'Choisissez « Par couverts » ou « Par tables »',
  durationBandsFirst: 'La première tranche commence à 1 convive',
  durationBandsOrder: 'Chaque tranche commence après la précédente',
  durationBandsCount: 'Entre 1 et 8 tranches de convives par service',
  durationBandPartyRange: 'Une tranche commence entre 1 et 50 convives',
  pacingRange: "Le rythme est compris entre 1 et 500 couverts par quart d'heure",
  logoTooLarge: 'Logo trop volumineux (max 2MB)',
  tooManyImages: 'Maximum 6 images',
  imageTooLarge: (file: string) => `${file} est trop volumineux (max 5MB)`,
  /** Not quoted by the spec, which only names the formats JPG, PNG and WebP. */
  unsupportedImageFormat: 'Format non supporté : utilisez une image JPG, PNG ou WebP',
  emptyFile: 'Fichier vide',
  slotTimeRequired: 'Veuillez sélectionner une heure',
  slotExists: 'Ce créneau existe déjà',
  selectDay: 'Sélectionnez au moins un jour',
  saveError: '❌ Erreur lors de la sauvegarde',
  logoSaveError: 'Erreur lors de la sauvegarde',
  uploadError: "Erreur lors de l'upload",
  copyLinkError: 'Erreur lors de la copie du lien',
  selectRestaurant: 'Veuillez sélectionner un restaurant',
  /** The auto-confirm rule of online bookings (issue 36). */
  autoConfirmPartyRange: 'La taille de groupe confirmée automatiquement est comprise entre 1 et 50 personnes',
  autoConfirmFillRange: 'Le taux de remplissage est compris entre 0 et 100 %',
} as const;

/** « Confirmation automatique » of online requests on the establishment page (issue 36). */
export const AUTO_CONFIRM_TEXTS = {
  title: 'Confirmation automatique',
  explanation:
    'Les demandes en ligne qui remplissent ces conditions sont confirmées aussitôt, avec leur e-mail de confirmation ; les autres attendent dans « À confirmer ».',
  enabled: 'Confirmer automatiquement les demandes en ligne',
  maxPartySize: 'Jusqu’à combien de personnes',
  maxPartySizeHint: 'de 1 à 50 personnes par réservation',
  maxSlotFill: 'Sauf si le créneau est rempli à plus de (%)',
  maxSlotFillHint: 'de 0 à 100 % des couverts du créneau, cette réservation comprise',
  save: 'Enregistrer la règle',
  saved: 'Confirmation automatique enregistrée',
  loading: 'Chargement de la confirmation automatique',
} as const;

/** Floor-plan editor and views (administration §5, §8; staff-operations §2). */
export const FLOOR_PLAN_MESSAGES = {
  saveError: 'Erreur - Rafraîchissez la page et réessayez',
  saved: '✅ Plan de salle sauvegardé !',
  lastRoom: 'Impossible de supprimer la dernière salle',
  notConfigured: 'Aucun plan de salle configuré',
  loadError: 'Erreur lors du chargement du plan',
  roomsRequired: 'Le plan doit contenir au moins une salle',
  newRoomName: (n: number) => `Salle ${n}`,
  /** Not in the spec: joinable tables (issue 40). */
  groupTablesCount: 'Une association réunit de 2 à 8 tables',
  groupsCount: 'Au plus 100 associations de tables par plan',
  groupCapacityRange: "La capacité d'une association est comprise entre 2 et 50 places",
  groupMinAboveMax: 'Le minimum de places dépasse la capacité',
  groupUnknownTable: "Une table associée n'existe plus sur le plan",
  groupDuplicateTable: 'Une table figure deux fois dans la même association',
  /** A group seating fewer than its largest table alone would (pointless, and best fit would never pick it). */
  groupCapacityBelowTable: (table: string, seats: number) =>
    `Une association ne peut pas compter moins de places que sa table ${table} seule (${seats} places)`,
  /** `most`: the tables' seats together plus the margin of chairs added at the ends. */
  groupCapacityAboveTables: (most: number) =>
    `Ces tables réunies ne peuvent pas compter plus de ${most} places`,
  groupSameTables: 'Ces tables sont déjà associées',
  tableMinAboveCapacity: 'Le minimum de convives dépasse la capacité de la table',
  /** Two elements of a room drawn on top of each other: `first` and `second` are already named (« la table 2 »). */
  overlap: (first: string, second: string, room: string) =>
    `Impossible : ${first} chevauche ${second} (${room}). Écartez-les d'abord.`,
  noFreeSpot: (room: string) =>
    `Plus de place libre dans ${room} : déplacez ou supprimez un élément d'abord.`,
} as const;
