/** Staff daily operations (staff-operations §2, §5, §8): reservations, tables, slots, home. */
export const RESERVATION_MESSAGES = {
  customerNameRequired: '❌ Le nom du client est obligatoire',
  phoneOrEmailRequired: '❌ Veuillez fournir au moins un téléphone ou un email',
  timeRequired: "❌ L'heure de réservation est obligatoire",
  dateRequired: '❌ La date de réservation est obligatoire',
  noRestaurantSelected: '❌ Aucun restaurant sélectionné',
  invalidEmail: "Format d'email invalide",
  invalidEmailButton: 'Email invalide',
  partySizeRange: 'Le nombre de personnes doit être compris entre 1 et 200',
  amountSpentRange: 'Le montant de l’addition doit être compris entre 0 et 100 000 €',
  partySizeMin: "Le nombre de personnes doit être d'au moins 1",
  /** The new-reservation form's date is today or later (the date field's minimum). */
  pastDate: 'La date de réservation ne peut pas être dans le passé',
  /** A text field longer than the form accepts. */
  textTooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  /** Title of the summary of errors that belong to no field (server refusals). */
  formErrorsTitle: 'La réservation n’a pas pu être créée',
  created: 'Réservation créée avec succès !',
  creationError: (message?: string) => `Erreur lors de la création: ${message || 'Erreur inconnue'}`,
  updated: 'Réservation mise à jour !',
  updatedWithSuccess: '✅ Réservation mise à jour avec succès !',
  updateError: 'Erreur lors de la mise à jour',
  detailUpdateError: '❌ Erreur lors de la mise à jour',
  statusChangeError: 'Erreur lors du changement de statut',
  invalidTransition: "Ce changement de statut n'est pas possible pour cette réservation",
  seatOrCompleteTooEarly: "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
  noShowTooEarly: "Une réservation ne peut être marquée no-show qu'à partir de son heure.",
  refusalReasonRequired: 'Veuillez choisir un motif de refus.',
  refuseNotPending: 'Seule une demande en attente peut être refusée.',
  refusalOtherTextRequired: 'Veuillez préciser le motif du refus.',
  refusalOtherTextTooLong: 'Le motif du refus ne peut pas dépasser 300 caractères.',
  refusalUndoExpired: 'Le refus ne peut plus être annulé',
  refusalUndone: 'Refus annulé',
  /** Undo after « Confirmer » (issue 36), as after a refusal: within 30 s, the confirmation e-mail held back. */
  confirmationUndoExpired: 'La confirmation ne peut plus être annulée',
  confirmationUndone: 'Confirmation annulée',
  undoConfirmation: 'Annuler la confirmation',
  undoRefusal: 'Annuler le refus',
  confirmError: 'Erreur lors de la confirmation',
  refuseError: 'Erreur lors du refus',
  refreshError: 'Erreur lors du rafraîchissement',
  cacheError: "Erreur lors de l'invalidation du cache",
  notFound: 'Réservation non trouvée',
  loading: 'Chargement...',
  tableComingSoon: 'Attribution de table - À venir',
  useDetailsTab: 'Utilisez l\'onglet "Détails" pour modifier les notes',
  useDetailsTabToAdd: 'Utilisez l\'onglet "Détails" pour ajouter des informations',
  noPending: 'Aucune réservation en attente',
  noRestaurant: 'Aucun restaurant configuré',
  empty: 'Aucune réservation',
  noSearchResult: 'Aucun résultat pour votre recherche',
  noneThisDay: 'Pas de réservation pour cette date',
  /** The day has bookings the tab, service or search hide (issue 36): said so, with a reset. */
  noFilterMatch: 'Aucune réservation ne correspond aux filtres',
  hiddenByFilters: (count: number) =>
    `${count} ${count > 1 ? 'réservations ce jour-là, masquées' : 'réservation ce jour-là, masquée'} par les filtres`,
  resetFilters: 'Réinitialiser les filtres',
  dayReadError: 'Impossible de lire les réservations du jour',
  loyaltyUpdated: 'Points de fidélité mis à jour',
  customersUpdated: 'Liste des clients mise à jour !',
  loadSuccess: '✅ Chargement réussi',
} as const;

/** Table assignment and the floor plan of the day (staff-operations §5, §8). */
export const TABLE_MESSAGES = {
  selectAtLeastOne: 'Veuillez sélectionner au moins une table',
  assigned: (table: string) => `Table ${table} assignée !`,
  unassigned: 'Table désassignée',
  assignError: "Erreur lors de l'assignation",
  moveError: 'Erreur',
  occupied: 'Cette table est déjà occupée',
  /** The refusal naming who holds each table asked for (issue 36: « Cette table est déjà occupée » said no more). */
  occupiedBy: (clashes: readonly { table: string; name: string; time: string }[]) =>
    `Cette table est déjà occupée : ${clashes
      .map(({ table, name, time }) => `table ${table} par ${name || 'un client sans nom'} à ${time}`)
      .join(', ')}`,
  /** The title and button of the dialog that offers to give a held table all the same. */
  conflictTitle: 'Table déjà prise',
  forceAssign: 'Attribuer quand même',
  conflictHint: 'Les deux réservations seront marquées en conflit jusqu’à ce que l’une change de table.',
  /** A taken table picked in the assignment (before the server is asked). */
  takenBy: ({ table, name, time }: { table: string; name: string; time: string }) =>
    `Table ${table} déjà prise par ${name || 'un client sans nom'} (${time})`,
  /** The mark of a booking that shares a table with another at the same time (list and plan). */
  conflictMark: 'Conflit de table',
  conflictWith: ({ table, name, time }: { table: string; name: string; time: string }) =>
    `Table ${table} aussi donnée à ${name || 'un client sans nom'} (${time})`,
  newReservationAtTable: (table: string) => `➕ Nouvelle réservation à la table ${table}`,
  /** Not in the spec: the selected tables seat fewer guests than the party (a warning, saving stays allowed). */
  tooSmall: ({ partySize, seats, tableCount }: { partySize: number; seats: number; tableCount: number }) =>
    `${partySize} personne${partySize > 1 ? 's' : ''} pour ${seats} place${seats > 1 ? 's' : ''} : ${
      tableCount > 1 ? 'les tables sont trop petites' : 'la table est trop petite'
    }`,
} as const;

/** Service slot modal (staff-operations §2). */
export const SLOT_MESSAGES = {
  lunchTitle: 'Service Midi',
  dinnerTitle: 'Service Soir',
  open: 'Ouvert',
  closed: 'Fermé',
  restaurantClosed: 'Restaurant fermé',
  noSlotConfigured: 'Aucun créneau configuré pour ce jour dans Établissement',
  full: 'Complet',
} as const;

/** The new-reservation form's time field: the day's slots with their covers left, and the other times. */
export const STAFF_TIME_MESSAGES = {
  daySlots: 'Créneaux du jour',
  otherTime: 'Autre heure',
  choose: 'Choisir une heure',
  remaining: (count: number) => (count > 1 ? `${count} places restantes` : `${count} place restante`),
  full: 'complet',
  closed: 'fermé',
  offSlotWarning: 'Hors créneau : vérifiez la capacité',
  dayClosed: 'Restaurant fermé ce jour : aucun créneau ouvert',
  serviceClosed: (service: string) => `${service} fermé ce jour`,
  loading: 'Chargement des créneaux...',
  unavailable: 'Créneaux du jour illisibles : toutes les heures sont proposées',
} as const;

/** Search of upcoming bookings on other days than the one on screen (day screen). */
export const UPCOMING_SEARCH_MESSAGES = {
  heading: 'Autres jours',
  loading: 'Recherche des réservations à venir...',
  empty: 'Aucune réservation à venir ne correspond',
  error: 'Impossible de rechercher les réservations à venir',
} as const;
