import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireStaff } from './require-staff';
import { SessionProvider } from './session-provider';
import type { SessionBackend } from './session-types';

afterEach(cleanup);

function backendWith(uid: string | null): SessionBackend {
  return {
    onAuthChange: (next) => {
      queueMicrotask(() => next(uid));
      return () => undefined;
    },
    signIn: async () => 'u1',
    signOut: async () => undefined,
    loadStaff: async () => ({ uid: 'u1', email: 'a@b.fr', name: 'Léa', role: 'admin', restaurantIds: [] }),
    loadRestaurants: async () => [],
  };
}

function renderAt(uid: string | null) {
  render(
    <SessionProvider backend={backendWith(uid)}>
      <MemoryRouter initialEntries={['/app/reservations']}>
        <Routes>
          <Route path="/login" element={<h1>Connexion</h1>} />
          <Route
            path="/app/reservations"
            element={
              <RequireStaff>
                <h1>Réservations</h1>
              </RequireStaff>
            }
          />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('RequireStaff', () => {
  it('sends a signed-out visitor to /login', async () => {
    renderAt(null);
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
  });

  it('lets a staff member in', async () => {
    renderAt('u1');
    expect(await screen.findByRole('heading', { name: 'Réservations' })).toBeTruthy();
  });
});
