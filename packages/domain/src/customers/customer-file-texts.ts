/** Texts of the staff customer file (administration §2 "Customer file"); quoted ones are the spec's. */
export const CUSTOMER_FILE_TEXTS = {
  title: 'Fichier Client',
  tabs: { all: 'Tous', vip: 'VIP', new: 'Nouveaux' },
  tabsLabel: 'Filtrer les clients',
  searchPlaceholder: 'Nom, téléphone, email...',
  /** The search also reads this venue's guest file (issue 39). */
  searchHint: 'Cherche aussi les tags, allergies et notes de ce restaurant',
  listLabel: 'Clients',
  loadMore: 'Charger 20 clients de plus',
  allLoaded: 'Tous les clients sont chargés',
  severalRestaurants: 'Plusieurs restaurants',
  noContact: 'Pas de contact',
  neverVisited: 'Jamais venu',
  points: 'Points',
  reservations: 'Réservations',
  lastVisit: 'Dernière visite',
  retry: 'Réessayer',
} as const;
