import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantChoice } from '../session/session-types';
import { ScanPageFrame } from './scan-page-frame';

const session = vi.hoisted(() => ({ restaurant: null as RestaurantChoice | null }));
vi.mock('../session/session-provider', () => ({ useStaffSession: () => session }));

afterEach(cleanup);

function renderFrame() {
  render(
    <MemoryRouter>
      <ScanPageFrame title="Scan fidélité">{(restaurant) => <p>Écran de {restaurant.name}</p>}</ScanPageFrame>
    </MemoryRouter>,
  );
}

describe('ScanPageFrame', () => {
  it('draws the title, the way back and the screen of the selected restaurant', () => {
    session.restaurant = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };
    renderFrame();
    expect(screen.getByRole('heading', { level: 1, name: 'Scan fidélité' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/app');
    expect(screen.getByText('Écran de Le Bistrot')).toBeTruthy();
  });

  it('says there is no restaurant instead of a screen that could look nothing up', () => {
    session.restaurant = null;
    renderFrame();
    expect(screen.getByText('Aucun restaurant configuré')).toBeTruthy();
    expect(screen.queryByText(/Écran de/)).toBeNull();
  });
});
