import { describe, expect, it } from 'vitest';
import { checkTableSeats } from './check-table-seats';

describe('checkTableSeats', () => {
  it('warns when the tables seat fewer guests than the party', () => {
    expect(checkTableSeats({ capacities: [2], partySize: 4 })).toBe(
      '4 personnes pour 2 places : la table est trop petite',
    );
    expect(checkTableSeats({ capacities: [2, 2], partySize: 5 })).toBe(
      '5 personnes pour 4 places : les tables sont trop petites',
    );
    expect(checkTableSeats({ capacities: [1], partySize: 2 })).toBe(
      '2 personnes pour 1 place : la table est trop petite',
    );
  });
  it('says nothing when the seats are enough or no table is chosen', () => {
    expect(checkTableSeats({ capacities: [2, 2], partySize: 4 })).toBeNull();
    expect(checkTableSeats({ capacities: [6], partySize: 4 })).toBeNull();
    expect(checkTableSeats({ capacities: [], partySize: 4 })).toBeNull();
  });
});
