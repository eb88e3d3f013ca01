import { describe, expect, it } from 'vitest';
import { decideGiftClaim } from './decide-gift-claim';

const at = (giftNumber: number, giftsClaimed: number, points: number) =>
  decideGiftClaim({ giftNumber, giftsClaimed, points, giftInterval: 50 });

describe('decideGiftClaim', () => {
  it('claims the next gift once the balance reaches it', () => {
    expect(at(1, 0, 50)).toEqual({ kind: 'claim', pointsRequired: 50 });
    expect(at(3, 2, 160)).toEqual({ kind: 'claim', pointsRequired: 150 });
  });

  it('gives back a gift already claimed, whatever the balance now', () => {
    expect(at(1, 1, 0)).toEqual({ kind: 'already-claimed' });
    expect(at(2, 3, 500)).toEqual({ kind: 'already-claimed' });
  });

  it("refuses a gift out of reach with the spec's message", () => {
    expect(at(2, 1, 99.9)).toEqual({
      kind: 'refused',
      pointsRequired: 100,
      message: 'Il vous faut 100 points pour obtenir ce cadeau',
    });
    expect(at(4, 1, 120)).toMatchObject({ message: 'Il vous faut 200 points pour obtenir ce cadeau' });
  });

  it('refuses a gift claimed before the previous one', () => {
    expect(at(3, 1, 200)).toEqual({
      kind: 'refused',
      pointsRequired: 150,
      message: "Récupérez d'abord votre cadeau #2",
    });
  });

  it('reads a missing or broken count as nothing claimed', () => {
    expect(at(1, Number.NaN, 60)).toEqual({ kind: 'claim', pointsRequired: 50 });
    expect(at(2, -3, 120)).toMatchObject({ message: "Récupérez d'abord votre cadeau #1" });
  });
});
