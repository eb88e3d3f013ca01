import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** A layout with a home and a screen whose code cannot be fetched (a failed lazy import). */
function renderApp(initial: string, onReload: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: (
          <div>
            <nav>Menu</nav>
            <Outlet />
          </div>
        ),
        // As in the app's router: what shows while the first screen's code loads.
        hydrateFallbackElement: <p>Chargement…</p>,
        children: [
          {
            errorElement: <RouteError onReload={onReload} />,
            children: [
              {
                index: true,
                element: (
                  <>
                    <h1>Accueil</h1>
                    <Link to="/app/reservations">Réservations</Link>
                  </>
                ),
              },
              {
                path: '/app/reservations',
                lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteError', () => {
  it('shows « Erreur de chargement » inside the layout; « Fermer » goes back, « Recharger la page » reloads', async () => {
    const onReload = vi.fn();
    const router = renderApp('/app', onReload);
    fireEvent.click(await screen.findByRole('link', { name: 'Réservations' }));
    expect(await screen.findByRole('heading', { name: 'Erreur de chargement' })).toBeTruthy();
    expect(screen.getByText('Menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(onReload).toHaveBeenCalledOnce();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    });
    expect(router.state.location.pathname).toBe('/app');
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
  });

  it('« Fermer » leads to the home when the failing screen was the first one opened', async () => {
    const router = renderApp('/app/reservations', () => undefined);
    expect(await screen.findByRole('heading', { name: 'Erreur de chargement' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    });
    expect(router.state.location.pathname).toBe('/app');
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
  });
});
