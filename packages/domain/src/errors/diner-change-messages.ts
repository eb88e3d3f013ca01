/** A diner changing their own booking (issue 48): the customer space's « Modifier » and the mail's link. */
export const DINER_CHANGE_MESSAGES = {
  /** Cancelled, refused, seated, completed or a no-show: nothing left to change. */
  notChangeable: 'Cette réservation ne peut plus être modifiée.',
  /** The booking's time has come. */
  past: 'Cette réservation est passée : elle ne peut plus être modifiée.',
  /** Past the venue's free cancellation deadline: the venue decides now. */
  tooLate: (until: string) =>
    `Les modifications en ligne étaient possibles jusqu'au ${until} : contactez le restaurant.`,
  /** Same date, time and party size as booked. */
  unchanged: 'Choisissez une autre date, une autre heure ou un autre nombre de personnes.',
  /** History label staff and the diner read, with before → after. */
  historyLabel: 'Modifiée par le client',
  /** The change went through and the venue confirmed it at once (auto-confirmation). */
  changedConfirmed: 'Votre réservation est modifiée et confirmée.',
  /** The change went through and waits for the venue. */
  changedPending: 'Votre demande de modification est envoyée : le restaurant va la confirmer.',
} as const;
