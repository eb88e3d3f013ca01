import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideMenu } from './side-menu';

afterEach(cleanup);

const restaurants = [
  { id: 'r1', name: 'Le Bistrot', emoji: '🍷' },
  { id: 'r2', name: 'La Terrasse', emoji: '🌿' },
];

describe('SideMenu', () => {
  it('shows the user, the role badge, the restaurants by name with the chosen one’s mark, and switches restaurant', () => {
    const onSelect = vi.fn();
    render(
      <MemoryRouter>
        <SideMenu
          name="Claire"
          role="admin"
          restaurants={restaurants}
          restaurantId="r1"
          onSelectRestaurant={onSelect}
          onSignOut={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Claire')).toBeTruthy();
    expect(screen.getByText('Équipe de salle')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'La Terrasse' })).toBeTruthy();
    expect(document.querySelector('.side-menu__venue [data-venue-initials]')?.textContent).toBe('B');
    fireEvent.change(screen.getByLabelText('Restaurant'), { target: { value: 'r2' } });
    expect(onSelect).toHaveBeenCalledWith('r2');
    expect(screen.queryByRole('link', { name: /Analytics/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Fichier Client/ }).getAttribute('href')).toBe('/app/customers');
  });

  it('logs out', () => {
    const onSignOut = vi.fn();
    render(
      <MemoryRouter>
        <SideMenu
          name="Max"
          role="master_admin"
          restaurants={[]}
          restaurantId={null}
          onSelectRestaurant={() => undefined}
          onSignOut={onSignOut}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Direction du groupe')).toBeTruthy();
    expect(screen.getByText('Aucun restaurant configuré')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Déconnexion/ }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
