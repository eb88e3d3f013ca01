/** Texts of the staff reviews screen (administration §2 "Reviews"); quoted ones are the spec's. */
export const REVIEWS_SCREEN_TEXTS = {
  title: 'Avis Clients',
  tabs: {
    all: 'TOUS',
    positive: 'POSITIFS',
    neutral: 'NEUTRES',
    negative: 'NÉGATIFS',
    unanswered: 'SANS RÉPONSE',
  },
  searchPlaceholder: 'Rechercher un avis...',
  fullReservation: 'Voir la réservation complète',
  refresh: 'Actualiser',
  /** Not quoted by the spec, worded like the customer file's 'Charger 20 clients de plus'. */
  loadMore: 'Charger 20 avis de plus',
  allLoaded: 'Tous les avis sont chargés',
  responseRate: 'Taux de réponse',
  respond: 'Répondre',
  editResponse: 'Modifier la réponse',
  restaurantResponse: 'Réponse du restaurant',
  details: 'Voir le détail',
  respondTitle: 'Répondre à l’avis',
  responseLabel: 'Votre réponse',
  detailsTitle: 'Détail de la réservation',
  retry: 'Réessayer',
} as const;
