import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantChoice } from '../session/session-types';
import { Component as CustomersPage } from './customers-page';

const session = vi.hoisted(() => ({ restaurant: null as RestaurantChoice | null }));
vi.mock('../session/session-provider', () => ({ useStaffSession: () => session }));
vi.mock('../features/customer-file/components/customer-file-screen', () => ({
  CustomerFileScreen: ({ restaurant }: { restaurant: RestaurantChoice }) => (
    <p>Clients de {restaurant.name}</p>
  ),
}));

afterEach(cleanup);

describe('/app/customers', () => {
  it('shows the customer file of the restaurant selected in the session', () => {
    session.restaurant = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };
    render(<CustomersPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Fichier Client' })).toBeTruthy();
    expect(screen.getByText('Clients de Le Bistrot')).toBeTruthy();
  });

  it('says there is no restaurant, as the scan pages do', () => {
    session.restaurant = null;
    render(<CustomersPage />, { wrapper: MemoryRouter });
    expect(screen.getByText('Aucun restaurant configuré')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller aux réglages' }).getAttribute('href')).toBe(
      '/app/settings',
    );
    expect(screen.queryByText(/Clients de/)).toBeNull();
  });
});
