/** Badge texts of the review sources the product knows (administration §2). */
export const REVIEW_SOURCE_LABELS = {
  internal: 'Interne',
  google: 'Google',
  tripadvisor: 'TripAdvisor',
  /** Any other source: a third-party booking platform. */
  other: 'Plateforme de réservation',
} as const;

/** Kinds of source badge: the three known sources, and any other value as a booking platform. */
export type ReviewSourceKind = keyof typeof REVIEW_SOURCE_LABELS;

/**
 * The badge of a review's source: internal, google and tripadvisor as such (case-insensitive), any other
 * value as a third-party booking platform.
 * @example describeReviewSource({ source: 'thefork' }) // { kind: 'other', label: 'Plateforme de réservation' }
 */
export function describeReviewSource({ source }: { source: string }): {
  kind: ReviewSourceKind;
  label: string;
} {
  const key = source.trim().toLowerCase();
  const kind: ReviewSourceKind =
    key === 'internal' || key === 'google' || key === 'tripadvisor' ? key : 'other';
  return { kind, label: REVIEW_SOURCE_LABELS[kind] };
}
