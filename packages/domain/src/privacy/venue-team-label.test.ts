import { describe, expect, it } from 'vitest';
import { venueTeamLabel } from './venue-team-label';

describe('venueTeamLabel', () => {
  it('contracts the article of the name as French does', () => {
    expect(venueTeamLabel({ restaurantName: 'Au Bureau' })).toBe("l'équipe d'Au Bureau");
    expect(venueTeamLabel({ restaurantName: 'Le Petit Zinc' })).toBe("l'équipe du Petit Zinc");
    expect(venueTeamLabel({ restaurantName: 'La Table du Port' })).toBe("l'équipe de la Table du Port");
    expect(venueTeamLabel({ restaurantName: 'Les Halles' })).toBe("l'équipe des Halles");
    expect(venueTeamLabel({ restaurantName: "L'Escale" })).toBe("l'équipe de l'Escale");
    expect(venueTeamLabel({ restaurantName: 'Chez Marcel' })).toBe("l'équipe de Chez Marcel");
    expect(venueTeamLabel({ restaurantName: 'Hôtel du Nord' })).toBe("l'équipe d'Hôtel du Nord");
  });

  it('names the restaurant when the venue has no name', () => {
    expect(venueTeamLabel({ restaurantName: '  ' })).toBe("l'équipe du restaurant");
  });
});
