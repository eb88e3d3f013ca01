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
  partySizeMin: "Le nombre de personnes doit être d'au moins 1",
  created: 'Réservation créée avec succès !',
  creationError: (message?: string) => `Erreur lors de la création: ${message || 'Erreur inconnue'}`,
  updated: 'Réservation mise à jour !',
  updatedWithSuccess: '✅ Réservation mise à jour avec succès !',
  updateError: 'Erreur lors de la mise à jour',
  detailUpdateError: '❌ Erreur lors de la mise à jour',
  statusChangeError: 'Erreur lors du changement de statut',
  invalidTransition: "Ce changement de statut n'est pas possible pour cette réservation",
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
