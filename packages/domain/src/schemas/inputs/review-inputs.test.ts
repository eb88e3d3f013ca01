import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrorMessage } from './form-checks';
import {
  GetReviewContextInputSchema,
  ListReviewsInputSchema,
  RespondToReviewInputSchema,
  SubmitReviewInputSchema,
} from './review-inputs';

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

describe('staff review inputs', () => {
  const respond = { restaurantId: 'r1', reviewId: 'rev1', response: '  Merci pour votre visite  ' };

  it('trims a response of 1 to 1000 characters, and refuses an empty or longer one in French', () => {
    expect(RespondToReviewInputSchema.parse(respond).response).toBe('Merci pour votre visite');
    expect(RespondToReviewInputSchema.safeParse({ ...respond, response: 'x'.repeat(1000) }).success).toBe(
      true,
    );
    expect(msg(RespondToReviewInputSchema, { ...respond, response: 'x'.repeat(1001) })).toBe(
      'La réponse ne peut pas dépasser 1000 caractères',
    );
    expect(msg(RespondToReviewInputSchema, { ...respond, response: '   ' })).toBe(
      'La réponse ne peut pas être vide',
    );
    expect(msg(RespondToReviewInputSchema, { ...respond, response: undefined })).toBe(
      'La réponse ne peut pas être vide',
    );
    expect(msg(RespondToReviewInputSchema, { ...respond, reviewId: '' })).toBe('Avis non trouvé');
  });

  it('reads a list request with defaults, a bounded search and a well-formed cursor', () => {
    expect(ListReviewsInputSchema.parse({ restaurantId: 'r1' })).toEqual({
      restaurantId: 'r1',
      tab: 'all',
      search: '',
    });
    expect(
      ListReviewsInputSchema.parse({
        restaurantId: 'r1',
        tab: 'negative',
        search: ' lent ',
        cursor: '2026-11-22T10:00:00.000Z|rev-1',
      }),
    ).toMatchObject({ tab: 'negative', search: 'lent' });
    expect(msg(ListReviewsInputSchema, { restaurantId: 'r1', search: 'x'.repeat(101) })).toBe(
      'La recherche ne peut pas dépasser 100 caractères',
    );
    expect(msg(ListReviewsInputSchema, { restaurantId: 'r1', tab: 'mixed' })).toBe('Données invalides');
    for (const tab of ['neutral', 'unanswered'] as const)
      expect(ListReviewsInputSchema.parse({ restaurantId: 'r1', tab }).tab).toBe(tab);
    for (const cursor of [
      'rev-1',
      '2026-11-22|rev',
      '2026-11-22T10:00:00.000Z|a/b',
      '2026-11-22T10:00:00.000Z|',
    ])
      expect(msg(ListReviewsInputSchema, { restaurantId: 'r1', cursor })).toBe('Données invalides');
  });
});
