/** Every URL of the diners' site, in one place (spec/customer-flows.md §2). */
export const paths = {
  chooser: '/reservation',
  selectRestaurant: '/select-restaurant',
  booking: (slug = ':restaurantSlug') => `/reservation/${slug}`,
  /** The reminder e-mail's answer page (`?r=…&action=confirm|cancel&exp=…&sig=…`), no sign-in. */
  bookingAnswer: '/reservation/reponse',
  /** A campaign mail's unsubscribe page (`?t=…&campaign=…&email=…&exp=…&sig=…`), no sign-in. */
  unsubscribe: '/desinscription',
  review: (restaurantId = ':restaurantId', reservationId = ':reservationId') =>
    `/review/${restaurantId}/${reservationId}`,
  client: '/client',
  clientLogin: '/client/login',
  clientSpace: '/client/espace',
  clientReservation: (id = ':reservationId') => `/client/reservation/${id}`,
  clientRewards: '/client/rewards',
  loyaltyCard: '/client/carte-fidelite',
  /** Terms of use and privacy notice (linked from registration, the data-protection modal and the tablet). */
  terms: '/conditions-utilisation',
  privacy: '/confidentialite',
} as const;

/** The root sends booking hosts (name containing 'resa') to the chooser, any other to the customer login. */
export function rootTargetFor(hostname: string): string {
  return hostname.includes('resa') ? paths.chooser : paths.clientLogin;
}
