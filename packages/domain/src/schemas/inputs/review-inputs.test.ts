import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrorMessage } from './form-checks';
import { GetReviewContextInputSchema, SubmitReviewInputSchema } from './review-inputs';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));
const review = { restaurantId: 'r1', reservationId: 'res1', rating: 4, comment: 'Très bon' };

describe('review inputs', () => {
  it('accepts a rated review of 5+ characters, trimmed', () => {
    expect(SubmitReviewInputSchema.parse({ ...review, comment: '  Super  ' }).comment).toBe('Super');
    expect(SubmitReviewInputSchema.safeParse({ ...review, comment: 'x'.repeat(500) }).success).toBe(true);
  });

  it("refuses a comment over the counter's 500 characters (issue 17) and an id past 128 characters", () => {
    expect(msg(SubmitReviewInputSchema, { ...review, comment: 'x'.repeat(501) })).toBe(
      'Commentaire trop long (maximum 500 caractères)',
    );
    expect(msg(GetReviewContextInputSchema, { restaurantId: 'r1', reservationId: 'x'.repeat(129) })).toBe(
      'Réservation non trouvée',
    );
  });

  it('gives the spec messages', () => {
    expect(msg(SubmitReviewInputSchema, { ...review, rating: undefined })).toBe(
      'Veuillez sélectionner une note',
    );
    expect(msg(SubmitReviewInputSchema, { ...review, rating: 0 })).toBe('Veuillez sélectionner une note');
    expect(msg(SubmitReviewInputSchema, { ...review, rating: 6 })).toBe('Veuillez sélectionner une note');
    expect(msg(SubmitReviewInputSchema, { ...review, comment: ' Bon  ' })).toBe(
      'Commentaire trop court (minimum 5 caractères)',
    );
    expect(msg(GetReviewContextInputSchema, { restaurantId: 'r1' })).toBe('Réservation non trouvée');
  });
});
