import { useParams, useSearchParams } from 'react-router-dom';
import type { ReviewLink } from '../api/review-types';

/**
 * The link the page was opened with: its two path segments, and the `visit` query parameter that a walk-in link
 * carries (`/review/{restaurantId}/walkin?visit={visitId}`). Other query parameters (mail tracking) are ignored.
 */
export function useReviewLink(): ReviewLink {
  const { restaurantId = '', reservationId = '' } = useParams();
  const [search] = useSearchParams();
  const visitId = search.get('visit')?.trim();
  return visitId ? { restaurantId, reservationId, visitId } : { restaurantId, reservationId };
}
