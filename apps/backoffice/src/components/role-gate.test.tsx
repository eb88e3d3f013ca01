import { ToastProvider } from '@app/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoleGate } from './role-gate';

const session = vi.hoisted(() => ({ role: 'admin' as string }));
vi.mock('../session/session-provider', () => ({
  useStaffSession: () => ({ staff: { role: session.role } }),
}));

function open(refusal: 'redirect' | 'panel') {
  const router = createMemoryRouter(
    [
      {
        path: '/app/settings',
        element: (
          <RoleGate roles={['master_admin', 'admin_full']} refusal={refusal}>
            <h1>Paramètres</h1>
          </RoleGate>
        ),
      },
      { path: '/app/reservations', element: <h1>Réservations</h1> },
      { path: '/app', element: <h1>Accueil</h1> },
    ],
    { initialEntries: ['/app/settings'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

afterEach(cleanup);

describe('RoleGate', () => {
  it('opens the page for the roles given', () => {
    session.role = 'admin_full';
    open('redirect');
    expect(screen.getByRole('heading', { name: 'Paramètres' })).toBeTruthy();
  });

  it('sends another role to the reservations with the catalogue’s refusal', async () => {
    session.role = 'admin';
    open('redirect');
    expect(await screen.findByRole('heading', { name: 'Réservations' })).toBeTruthy();
    expect(screen.getByText("Accès refusé : vous n'avez pas les permissions nécessaires")).toBeTruthy();
  });

  it('or says « Accès refusé » with a way back to the dashboard', async () => {
    session.role = 'admin';
    open('panel');
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeTruthy();
    screen.getByRole('button', { name: 'Retour au tableau de bord' }).click();
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
  });
});
