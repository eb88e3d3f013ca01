import { describe, expect, it } from 'vitest';
import { listEarningRules } from './earning-rules';

const base = {
  pointsPerReservation: 5,
  pointsPerReview: 3,
  pointsForWalkIn: 8,
  pointsPerEuroSpent: 0.1,
  pointsForNoShow: 15,
  giftInterval: 50,
};

describe('listEarningRules', () => {
  it("writes each rule from the venue's configuration", () => {
    expect(listEarningRules(base)).toEqual([
      'Réservation honorée : +5 points',
      'Visite déclarée sur la tablette du restaurant : +8 points',
      'Avis laissé après votre visite : +3 points',
      'Dépenses : 1 point tous les 10 € dépensés',
      'Un cadeau offert tous les 50 points',
      'Absence sans prévenir : −15 points',
    ]);
  });

  it('leaves out rules worth nothing and reads 1 point per euro', () => {
    const lines = listEarningRules({
      ...base,
      pointsForNoShow: 0,
      pointsPerReview: 0,
      pointsPerEuroSpent: 1,
    });
    expect(lines).toContain('Dépenses : 1 point par euro dépensé');
    expect(lines.some((line) => line.startsWith('Absence'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Avis'))).toBe(false);
  });
});
