import type { MyLoyaltyCard } from '@app/domain';
import { CallableError } from '@app/data/functions-client';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerSessionContext } from '../../../session/customer-session-context';
import { LoyaltyCardScreen } from './loyalty-card-screen';

const backend = vi.hoisted(() => ({
  card: (): unknown => ({}),
  draw: async (code: string): Promise<string> => `data:image/png;base64,${code}`,
}));
vi.mock('../../../lib/customer-functions', () => ({
  callAsCustomer: async (name: string) => {
    if (name === 'getMyLoyaltyCard') return backend.card();
    throw new Error(`unexpected ${name}`);
  },
}));
vi.mock('../../../lib/qr-code/qr-code', () => ({
  QR_WIDTH: 300,
  toQrDataUrl: (code: string) => backend.draw(code),
}));

const CARD: MyLoyaltyCard = {
  customerName: 'Marie Dupont',
  code: 'LOYALTY:21234567',
  cards: [
    {
      restaurantId: 'r1',
      restaurantName: 'Au Bureau',
      restaurantEmoji: '🍺',
      points: 175.25,
      level: {
        key: 'bronze',
        name: 'Bronze',
        emoji: '🥉',
        minPoints: 100,
        next: { key: 'silver', name: 'Argent', minPoints: 250 },
        pointsToNext: 74.8,
        progressPercent: 50,
        progressText: 'Plus que 74,8 points pour passer au niveau Argent',
      },
    },
    {
      restaurantId: 'r2',
      restaurantName: 'Le Comptoir',
      restaurantEmoji: '🍷',
      points: 2500,
      level: {
        key: 'diamond',
        name: 'Ultra VIP',
        emoji: '💎',
        minPoints: 2000,
        next: null,
        pointsToNext: 0,
        progressPercent: 100,
        progressText: 'Niveau maximum atteint',
      },
    },
  ],
};

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const signOut = vi.fn(async () => {});
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <CustomerSessionContext.Provider value={{ email: 'marie@example.fr', signOut }}>
          <MemoryRouter>
            <LoyaltyCardScreen />
          </MemoryRouter>
        </CustomerSessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { signOut };
}

beforeEach(() => {
  backend.card = () => structuredClone(CARD);
  backend.draw = async (code) => `data:image/png;base64,${code}`;
});
afterEach(cleanup);

describe('LoyaltyCardScreen', () => {
  it('shows the loading state, then the code as a QR code and a card per venue', async () => {
    open();
    expect(screen.getByRole('status').textContent).toContain('Chargement de votre carte de fidélité');
    expect(screen.getByRole('heading', { level: 1, name: 'Ma carte de fidélité' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mon espace' }).getAttribute('href')).toBe('/client/espace');

    const qr = (await screen.findByTestId('loyalty-qr')) as HTMLImageElement;
    expect(qr.alt).toBe('QR code de votre carte de fidélité');
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,LOYALTY:21234567');
    expect(screen.getByTestId('loyalty-code').textContent).toBe('2123 4567');
    expect(screen.getByText('Présentez ce code au restaurant pour retrouver vos points.')).toBeTruthy();

    const bureau = screen.getByRole('article', { name: 'Au Bureau' });
    expect(within(bureau).getByText('Bronze')).toBeTruthy();
    expect(within(bureau).getByText('175,3')).toBeTruthy();
    const bar = within(bureau).getByRole('progressbar', { name: 'Progression vers le niveau Argent' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(bureau).getByText('Plus que 74,8 points pour passer au niveau Argent')).toBeTruthy();

    const comptoir = screen.getByRole('article', { name: 'Le Comptoir' });
    expect(within(comptoir).getByText('Niveau maximum atteint')).toBeTruthy();
    expect(
      within(comptoir).getByRole('progressbar', { name: 'Niveau maximum' }).getAttribute('aria-valuenow'),
    ).toBe('100');
  });

  it('keeps the code when the QR code cannot be drawn', async () => {
    backend.draw = async () => {
      throw new Error('canvas');
    };
    open();
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('toast')
          .map((t) => t.textContent)
          .join(),
      ).toContain('Erreur lors de la génération du QR code'),
    );
    expect(screen.queryByTestId('loyalty-qr')).toBeNull();
    expect(screen.getByTestId('loyalty-code').textContent).toBe('2123 4567');
  });

  it('shows the code and an empty state before the first venue', async () => {
    backend.card = () => ({ ...structuredClone(CARD), cards: [] });
    open();
    expect(await screen.findByRole('heading', { name: 'Pas encore de points' })).toBeTruthy();
    expect(screen.getByTestId('loyalty-code').textContent).toBe('2123 4567');
    expect(screen.getByRole('link', { name: 'Réserver une table' }).getAttribute('href')).toBe(
      '/reservation',
    );
  });

  it('offers to retry when the card cannot be read', async () => {
    backend.card = () => {
      throw new CallableError('unavailable', 'Problème de connexion.');
    };
    open();
    expect((await screen.findByRole('alert')).textContent).toContain("Votre carte n'a pas pu être chargée");
    backend.card = () => structuredClone(CARD);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('loyalty-code')).toBeTruthy();
  });
});
