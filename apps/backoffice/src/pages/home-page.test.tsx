import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@app/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../lib/callables';
import type { Repositories } from '../lib/data';
import { ServicesProvider } from '../lib/services-context';
import { homeTabPath, paths } from '../routes/paths';
import { RequireStaff } from '../session/require-staff';
import { SessionProvider } from '../session/session-provider';
import type { RestaurantChoice, SessionBackend } from '../session/session-types';
import { makeReservation } from '../test/make-reservation';
import { Component as HomePage } from './home-page';

const pending = makeReservation({
  status: 'PENDING',
  customerName: 'Léa Martin',
  customerFirstName: 'Léa',
  customerLastName: 'Martin',
});
const cancelled = makeReservation({
  status: 'CANCELLED',
  customerName: 'Paul Roux',
  customerFirstName: 'Paul',
  customerLastName: 'Roux',
  partySize: 4,
});

const refused = makeReservation({
  status: 'CANCELLED',
  customerName: 'Inès Blanc',
  customerFirstName: 'Inès',
  customerLastName: 'Blanc',
  partySize: 8,
  refusal: {
    reason: 'group_too_large',
    text: 'Nous ne pouvons pas accueillir un groupe de cette taille pour ce créneau.',
    at: '2026-11-21T09:00:00.000Z',
    by: 'u1',
  },
});

/** A request held for staff (issue 49): past the day's share of unverified ones. */
const held = makeReservation({
  status: 'PENDING',
  customerName: 'Bot Jetable',
  customerFirstName: 'Bot',
  customerLastName: 'Jetable',
  customerEmail: 'bot7@jetable.test',
  heldForReview: true,
});
let pendingItems = [pending];
let blockedItems: unknown[] = [];

const repositories = {
  reservations: {
    watchPending: (_input: unknown, next: (list: { items: unknown[]; changes: [] }) => void) => {
      queueMicrotask(() => next({ items: pendingItems, changes: [] }));
      return () => undefined;
    },
    listCancelledFrom: async () => [cancelled, refused],
  },
  blockedGuests: {
    list: async () => blockedItems,
  },
} as unknown as Repositories;
const callables = {
  blockGuestEmail: vi.fn(async () => ({ ok: true, blockId: 'r1_x', refused: 1, removed: 0 })),
  unblockGuestEmail: vi.fn(async () => ({ ok: true })),
};

function backend(restaurants: RestaurantChoice[]): SessionBackend {
  return {
    onAuthChange: (next) => {
      queueMicrotask(() => next('u1'));
      return () => undefined;
    },
    signIn: async () => 'u1',
    signOut: async () => undefined,
    loadStaff: async () => ({
      uid: 'u1',
      email: 'marc@resto.fr',
      name: 'Marc',
      role: 'admin_full',
      restaurantIds: restaurants.map((r) => r.id),
    }),
    loadRestaurants: async () => restaurants,
  };
}

/** The home inside a router with the real redirects of /app/pending and /app/cancelled. */
async function renderAt(
  url: string,
  restaurants: RestaurantChoice[] = [{ id: 'r1', name: 'Le Bistrot', emoji: '🍷' }],
) {
  const router = createMemoryRouter(
    [
      {
        path: paths.home,
        element: (
          <RequireStaff>
            <HomePage />
          </RequireStaff>
        ),
      },
      { path: paths.pending, element: <Navigate to={homeTabPath('pending')} replace /> },
      { path: paths.cancelled, element: <Navigate to={homeTabPath('cancelled')} replace /> },
      { path: paths.settings, element: <h1>Paramètres</h1> },
    ],
    { initialEntries: [url] },
  );
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <ServicesProvider value={{ repositories, callables: callables as unknown as StaffCallables }}>
            <SessionProvider backend={backend(restaurants)}>
              <RouterProvider router={router} />
            </SessionProvider>
          </ServicesProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('heading', { name: 'Accueil' });
  return router;
}

beforeEach(() => {
  window.localStorage.clear();
  pendingItems = [pending];
  blockedItems = [];
});
afterEach(cleanup);

describe('home page', () => {
  it('opens on « À confirmer » and keeps the chosen tab in the address', async () => {
    const router = await renderAt('/app');
    expect(screen.getByRole('tab', { name: /À confirmer/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('MARTIN Léa')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Annulées/ }));
    expect(router.state.location.search).toBe('?tab=cancelled');
    expect(await screen.findByText('ROUX Paul')).toBeTruthy();
    expect(screen.getByTestId('covers-lost').textContent).toBe('4');
    // A refused request is counted apart, not as a cancellation, and not listed.
    expect(screen.getByTestId('cancel-count').textContent).toBe('1');
    expect(screen.getByTestId('refused-count').textContent).toBe('1');
    expect(screen.getByRole('tab', { name: /Annulées/ }).textContent).toContain('1');
    expect(screen.queryByText('BLANC Inès')).toBeNull();
    // The tab's link back to the home leads to « À confirmer ».
    fireEvent.click(screen.getByRole('link', { name: /Retour à l'accueil/ }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: /À confirmer/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('alerts on requests held for staff, blocks an address after asking, and lists the blocked ones', async () => {
    pendingItems = [pending, held];
    blockedItems = [
      {
        id: 'r1_old',
        restaurantId: 'r1',
        emailHint: 's•••@spam.test',
        blockedAt: '2026-11-21T09:00:00.000Z',
      },
    ];
    await renderAt('/app');
    const alert = await screen.findByRole('region', { name: /Afflux de demandes en ligne non vérifiées/ });
    expect(alert.textContent).toContain('1 demande attend votre décision');
    const row = (await screen.findByText('JETABLE Bot')).closest('li') as HTMLElement;
    expect(within(row).getByText('Non vérifiée')).toBeTruthy();
    // The other request, a verified one, offers no block.
    const other = screen.getByText('MARTIN Léa').closest('li') as HTMLElement;
    expect(within(other).queryByRole('button', { name: /Bloquer/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Bloquer cette adresse e-mail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloquer cette adresse e-mail ?' });
    expect(dialog.textContent).toContain('bot7@jetable.test ne pourra plus envoyer de demande en ligne');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    await waitFor(() =>
      expect(callables.blockGuestEmail).toHaveBeenCalledWith({ restaurantId: 'r1', reservationId: held.id }),
    );
    expect(await screen.findByText('Adresse bloquée : 1 demande refusée')).toBeTruthy();
    // The venue's blocked addresses, each with « Débloquer ».
    fireEvent.click(screen.getByText('Adresses bloquées (1)'));
    expect(screen.getByText('s•••@spam.test, bloquée le 21/11/2026 à 10:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Débloquer s•••@spam.test' }));
    await waitFor(() =>
      expect(callables.unblockGuestEmail).toHaveBeenCalledWith({ restaurantId: 'r1', blockId: 'r1_old' }),
    );
  });

  it('/app/cancelled and /app/pending open the home on their tab', async () => {
    const router = await renderAt('/app/cancelled');
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.getByRole('tab', { name: /Annulées/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('ROUX Paul')).toBeTruthy();
    cleanup();
    const again = await renderAt('/app/pending');
    expect(again.state.location.pathname).toBe('/app');
    expect(screen.getByRole('tab', { name: /À confirmer/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('says « Aucun restaurant configuré » with a button to the settings when the account has no restaurant', async () => {
    const router = await renderAt('/app', []);
    expect(screen.getByText('Aucun restaurant configuré')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Aller aux réglages' }));
    expect(router.state.location.pathname).toBe('/app/settings');
  });
});
