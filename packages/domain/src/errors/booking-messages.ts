/**
 * The booking form's texts (customer-flows §5, §8), a module of their own: the booking page's first screen loads
 * them without the other customer catalogues (issue 38's budget).
 */
export const BOOKING_MESSAGES = {
  restaurantNotLoaded: 'Erreur : Restaurant non chargé',
  firstNameRequired: 'Le prénom est obligatoire',
  lastNameRequired: 'Le nom est obligatoire',
  emailRequired: "L'email est obligatoire",
  phoneRequired: 'Le téléphone est obligatoire',
  error: (message: string) => `Erreur: ${message}. Veuillez réessayer.`,
  sent: 'Réservation envoyée avec succès !',
  closedThatDay: 'Restaurant fermé ce jour-là',
  tableHeld: 'Table réservée pendant 15 minutes',
  partyTooLarge: (max: number) =>
    `Au-delà de ${max} personnes, veuillez contacter directement le restaurant par téléphone.`,
  onlineBookingDisabled: "La réservation en ligne n'est pas disponible pour ce restaurant",
  tooLate: (hours: number) => `Les réservations en ligne doivent être faites au moins ${hours} h à l'avance`,
  outsideWindow: 'Cette date est en dehors de la période de réservation',
  /** The venue blocked the address (issue 49): the diner is told to call rather than left waiting. */
  emailBlocked:
    'Ce restaurant ne prend plus de demande en ligne pour cette adresse e-mail : appelez-le pour réserver.',
} as const;
