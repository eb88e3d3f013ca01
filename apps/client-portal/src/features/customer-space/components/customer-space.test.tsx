import '../../../lib/jsdom-css-escape';
import { DEFAULT_LOYALTY_CONFIG, type MySpaceReservation } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../../lib/my-data/customer-fixture';
import { fakeMySpaceReads } from '../../../lib/my-data/fake-my-space-reads';
import { CustomerSessionContext } from '../../../session/customer-session-context';
import { CustomerSpace } from './customer-space';

const backend = vi.hoisted(() => ({ store: null as null | ReturnType<typeof fakeMySpaceReads> }));
vi.mock('../../../lib/my-data/customer-reads', () => ({ customerReads: () => backend.store?.reads }));
vi.mock('../../../lib/customer-functions', () => ({
  callAsCustomer: async (name: string) => {
    throw new Error(`unexpected ${name}`);
  },
}));

// Saturday 28 November 2026, 18:00 in Paris.
const NOW = new Date('2026-11-28T17:00:00.000Z');
const CAMILLE = customerFixture({
  id: 'camille@exemple.fr',
  name: 'Camille Martin',
  firstName: 'Camille',
  restaurantIds: ['r1'],
  restaurantStats: { r1: { points: 120 } },
});
const AU_BUREAU = {
  id: 'r1',
  name: 'Au Bureau',
  emoji: '🍺',
  slug: 'au-bureau',
  config: DEFAULT_LOYALTY_CONFIG,
};

const booking = (id: string, date: string, time: string, status: MySpaceReservation['status']) => ({
  id,
  restaurantId: 'r1',
  restaurantName: 'Au Bureau',
  date,
  time,
  partySize: 2,
  status,
  archived: false,
  isVisit: false,
});

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <CustomerSessionContext.Provider
          value={{ email: 'camille@exemple.fr', signOut: vi.fn(async () => {}) }}
        >
          <MemoryRouter>
            <CustomerSpace />
          </MemoryRouter>
        </CustomerSessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const list = (name: RegExp) => within(screen.getByRole('region', { name })).getAllByRole('listitem');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  backend.store = fakeMySpaceReads({
    customer: CAMILLE,
    venues: [AU_BUREAU],
    coming: [
      booking('later', '2026-12-20', '20:00', 'CONFIRMED'),
      booking('asked', '2026-12-01', '12:30', 'PENDING'),
      booking('tonight', '2026-11-28', '20:30', 'CONFIRMED'),
      booking('cancelled', '2026-12-05', '19:00', 'CANCELLED'),
    ],
    past: Array.from({ length: 14 }, (_, i) =>
      booking(`p${i}`, `2026-10-${String(28 - i).padStart(2, '0')}`, '20:00', 'COMPLETED'),
    ),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CustomerSpace', () => {
  it('lists what is ahead first, nearest first, pending requests labelled, counted as listed', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille 👋' });
    await screen.findByRole('heading', { name: 'À venir (3)' });
    const upcoming = list(/^À venir/);
    expect(upcoming.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^samedi 28 novembre 2026 à 20h30.*Confirmée/),
      expect.stringMatching(/^mardi 1 décembre 2026 à 12h30.*En attente de confirmation/),
      expect.stringMatching(/^dimanche 20 décembre 2026 à 20h00.*Confirmée/),
    ]);
    const counters = within(screen.getByRole('region', { name: 'En bref' }));
    expect(counters.getByText('3').nextSibling?.textContent).toBe('réservations à venir');
    expect(screen.queryByRole('button', { name: 'Actualiser mes points' })).toBeNull();
  });

  it('shows the past visits 10 at a time with « Voir plus », after the cancelled ones', async () => {
    open();
    await screen.findByRole('heading', { name: 'Passées et annulées' });
    await waitFor(() => expect(list(/^Passées/)).toHaveLength(11));
    expect(list(/^Passées/)[0]?.textContent).toContain('Annulée');
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(list(/^Passées/)).toHaveLength(15));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('follows what staff do: a request confirmed, points credited, without a reload', async () => {
    open();
    await screen.findByRole('heading', { name: 'À venir (3)' });
    act(() =>
      backend.store?.setComing([
        booking('asked', '2026-12-01', '12:30', 'CONFIRMED'),
        booking('tonight', '2026-11-28', '20:30', 'SEATED'),
      ]),
    );
    await screen.findByRole('heading', { name: 'À venir (2)' });
    expect(screen.queryByText('En attente de confirmation')).toBeNull();
    const points = () =>
      screen.getByRole('article', { name: /Au Bureau/ }).querySelector('.venue-level__points');
    expect(points()?.textContent).toBe('120,0 points');
    act(() =>
      backend.store?.setCustomer({
        ...CAMILLE,
        restaurantStats: { r1: { ...CAMILLE.restaurantStats.r1!, points: 130 } },
      }),
    );
    await waitFor(() => expect(points()?.textContent).toBe('130,0 points'));
    // The toast follows the points' render (the news effect runs after it): wait for it, on a busy machine too.
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('toast')
          .map((toast) => toast.textContent)
          .join(),
      ).toContain('Points de fidélité mis à jour'),
    );
  });

  it('says so when the space cannot be read, and reads it again', async () => {
    backend.store?.fail(true);
    open();
    expect((await screen.findByRole('alert')).textContent).toContain("Votre espace n'a pas pu être chargé");
    backend.store?.fail(false);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille 👋' })).toBeTruthy();
  });
});
