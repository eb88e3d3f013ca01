/** Whether the restaurant answered a review: a response with text (a response once given is edited, never blanked). */
export function isReviewAnswered(review: { response?: string | undefined }): boolean {
  return typeof review.response === 'string' && review.response.trim() !== '';
}
