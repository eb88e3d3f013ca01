import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantChoice } from '../session/session-types';
import { Component as ReviewsPage } from './reviews-page';

const session = vi.hoisted(() => ({ restaurant: null as RestaurantChoice | null }));
vi.mock('../session/session-provider', () => ({ useStaffSession: () => session }));
vi.mock('../features/reviews/components/reviews-screen', () => ({
  ReviewsScreen: ({ restaurant }: { restaurant: RestaurantChoice }) => <p>Avis de {restaurant.name}</p>,
}));

afterEach(cleanup);

describe('/app/reviews', () => {
  it('shows the reviews of the restaurant selected in the session', () => {
    session.restaurant = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };
    render(<ReviewsPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Avis Clients' })).toBeTruthy();
    expect(screen.getByText('Avis de Le Bistrot')).toBeTruthy();
  });

  it('says there is no restaurant, as the scan pages do', () => {
    session.restaurant = null;
    render(<ReviewsPage />, { wrapper: MemoryRouter });
    expect(screen.getByText('Aucun restaurant configuré')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller aux réglages' }).getAttribute('href')).toBe(
      '/app/settings',
    );
    expect(screen.queryByText(/Avis de/)).toBeNull();
  });
});
