import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG as config } from './loyalty-config-schema';
import { cancellationTerms, describeCancellationTerms } from './describe-cancellation-terms';

const terms = (now: string, hours = 24) =>
  cancellationTerms({
    date: '2026-11-28',
    time: '20:00',
    now: new Date(now),
    config: { ...config, freeCancellationHours: hours },
  });

describe('cancellationTerms', () => {
  it('is free until the deadline, in Paris time, and says so', () => {
    const early = terms('2026-11-22T10:00:00.000Z');
    expect(early).toEqual({ charge: 'free', freeUntil: '2026-11-27T19:00:00.000Z', penaltyPoints: 0 });
    expect(describeCancellationTerms({ terms: early })).toBe(
      "Annulation gratuite jusqu'au 27/11/2026 à 20:00 : vos points de fidélité ne changent pas.",
    );
  });

  it('says the points a late cancellation takes', () => {
    const late = terms('2026-11-28T08:00:00.000Z');
    expect(late).toMatchObject({ charge: 'penalty', penaltyPoints: 5 });
    expect(describeCancellationTerms({ terms: late })).toBe(
      "Le délai d'annulation gratuite est passé : annuler maintenant vous retire 5,0 points de fidélité.",
    );
    // A venue whose cancellations cost nothing, or free until the booking's time.
    expect(terms('2026-11-28T18:00:00.000Z', 0).charge).toBe('free');
  });
});
