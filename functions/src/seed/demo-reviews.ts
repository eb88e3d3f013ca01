import { buildReviewQueryFields, type Review } from '@app/domain';
import type { DemoReservation } from './demo-reservations';
import type { SeededRandom } from './seeded-random';

export type DemoReview = Review & { id: string };

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Excellent accueil et plats délicieux, nous reviendrons !',
    'Service impeccable, ambiance chaleureuse. Un sans-faute.',
    'Le meilleur repas du mois, bravo à toute l’équipe.',
  ],
  4: ['Très bon repas, un peu d’attente pour le dessert.', 'Belle découverte, portions généreuses.'],
  3: ['Correct sans plus, la terrasse était bruyante.', 'Bon plat principal mais entrée un peu fade.'],
  2: ['Service lent et plat arrivé tiède.', 'Déçus par rapport à notre dernière visite.'],
  1: ['Réservation oubliée, nous avons attendu 40 minutes.'],
};

const RESPONSES: Record<number, string> = {
  5: 'Merci infiniment pour ce message, à très bientôt !',
  4: 'Merci pour votre retour, nous transmettons à la cuisine pour le dessert.',
  3: 'Merci pour votre avis, nous allons améliorer l’accueil en terrasse.',
  2: 'Nous sommes désolés, votre remarque a été partagée avec l’équipe.',
  1: 'Toutes nos excuses, contactez-nous pour que nous puissions nous rattraper.',
};

function pickRating(random: SeededRandom): number {
  const roll = random.next();
  return roll < 0.42 ? 5 : roll < 0.72 ? 4 : roll < 0.86 ? 3 : roll < 0.95 ? 2 : 1;
}

/**
 * Reviews left after about a third of the honoured reservations (the day after the visit), some answered by
 * the venue. One review at most per reservation, as the review callable enforces.
 */
export function buildDemoReviews(
  random: SeededRandom,
  reservations: readonly DemoReservation[],
  now: Date,
): DemoReview[] {
  const reviews: DemoReview[] = [];
  for (const reservation of reservations) {
    if (reservation.status !== 'COMPLETED' || !reservation.customerEmail || !random.chance(0.35)) continue;
    const completedAt = Date.parse(
      reservation.statusHistory[reservation.statusHistory.length - 1]?.changedAt ?? reservation.createdAt,
    );
    const createdAtMs = Math.min(completedAt + random.int(2, 20) * 3_600_000, now.getTime() - 10 * 60_000);
    if (createdAtMs <= completedAt) continue;
    const rating = pickRating(random);
    const comment = random.pick(COMMENTS[rating] ?? COMMENTS[5] ?? ['Très bien']);
    const review: DemoReview = {
      id: `demo-review-${reservation.id}`,
      restaurantId: reservation.restaurantId,
      restaurantName: reservation.restaurantName,
      reservationId: reservation.id,
      customerId: reservation.customerEmail,
      customerName: reservation.customerName,
      customerEmail: reservation.customerEmail,
      rating,
      comment,
      source: 'internal',
      isPublic: true,
      // Stored as the review callable stores them, so the staff list's tabs and search find demo reviews.
      ...buildReviewQueryFields({ rating, customerName: reservation.customerName, comment }),
      createdAt: new Date(createdAtMs).toISOString(),
    };
    if (random.chance(0.4)) {
      const respondedAt = Math.min(createdAtMs + random.int(1, 30) * 3_600_000, now.getTime());
      review.response = RESPONSES[rating] ?? RESPONSES[5];
      review.respondedAt = new Date(respondedAt).toISOString();
      review.updatedAt = review.respondedAt;
      review.answered = true;
    }
    reviews.push(review);
  }
  return reviews;
}
