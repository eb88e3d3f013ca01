/**
 * « Comment s'est passé votre repas ? » at the kiosk (issue 54): five faces, one tap, as the review's rating 1–5,
 * so they feed the reviews' sentiment (classifyReviewSentiment) like any rating.
 */
export const KIOSK_MEAL_FACES = [
  { rating: 1, label: 'Très déçu' },
  { rating: 2, label: 'Déçu' },
  { rating: 3, label: 'Moyen' },
  { rating: 4, label: 'Bien' },
  { rating: 5, label: 'Excellent' },
] as const;

/** A rating the kiosk gives: 1 to 5. */
export type KioskMealRating = (typeof KIOSK_MEAL_FACES)[number]['rating'];
