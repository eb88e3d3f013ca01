import { describe, expect, it } from 'vitest';
import { sortMySpaceCards } from './sort-my-space-cards';

describe('sortMySpaceCards', () => {
  it('puts the highest balance first, then orders by name', () => {
    const cards = [
      { points: 10, restaurantName: 'Le Zinc' },
      { points: 80.5, restaurantName: 'Au Bureau' },
      { points: 10, restaurantName: 'Étoile' },
    ];
    expect(sortMySpaceCards({ cards }).map((c) => c.restaurantName)).toEqual([
      'Au Bureau',
      'Étoile',
      'Le Zinc',
    ]);
    expect(cards[0]?.restaurantName).toBe('Le Zinc');
  });
});
