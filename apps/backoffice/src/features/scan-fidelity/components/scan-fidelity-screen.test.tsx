import { DEFAULT_LOYALTY_CONFIG, computeLoyaltyLevel } from '@app/domain';
import type { ScannedCode, ScannedLoyaltyCard } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { ScanFidelityScreen } from './scan-fidelity-screen';

const RESTAURANT = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };
const CODE = 'LOYALTY:21234567';

const level = computeLoyaltyLevel({ points: 175, levels: DEFAULT_LOYALTY_CONFIG.levels });
const CARD: ScannedLoyaltyCard = {
  kind: 'loyalty',
  code: CODE,
  customerId: 'lea/martin@example.fr',
  customerName: 'Léa Martin',
  restaurantId: 'r1',
  points: 175.25,
  level,
  knownHere: true,
};

function callableError(code: string, message: string) {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}

function renderAt(url: string, lookupScanCode: StaffCallables['lookupScanCode']) {
  const router = createMemoryRouter(
    [
      { path: '/app/scan-fidelity', element: <ScanFidelityScreen restaurant={RESTAURANT} /> },
      { path: '/app/validate-reward', element: <h1>Valider code-barres</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <ToastProvider>
      <ServicesProvider
        value={{ repositories: {} as Repositories, callables: { lookupScanCode } as StaffCallables }}
      >
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesProvider>
    </ToastProvider>,
  );
}

function typeAndVerify(code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Code de la carte' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ScanFidelityScreen', () => {
  it("shows the customer's level, points here and progress, with a link to their file", async () => {
    vi.useFakeTimers();
    const lookupScanCode = vi.fn(async (): Promise<ScannedCode> => CARD);
    renderAt(`/app/scan-fidelity?code=${encodeURIComponent(CODE)}`, lookupScanCode);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(lookupScanCode).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(51);
    });
    expect(lookupScanCode).toHaveBeenCalledWith({ code: CODE, restaurantId: 'r1' });

    const result = within(screen.getByTestId('loyalty-result').closest('section') as HTMLElement);
    expect(result.getByRole('heading', { name: 'Léa Martin' })).toBeTruthy();
    expect(result.getByText('Bronze')).toBeTruthy();
    expect(result.getByText('Bronze').querySelector('svg.ui-tier-mark--bronze')).toBeTruthy();
    expect(screen.getByTestId('loyalty-points').textContent).toBe('175,3 points');
    expect(result.getByText('chez Le Bistrot')).toBeTruthy();
    expect(result.getByText(level.progressText)).toBeTruthy();
    expect(result.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(result.getByRole('link', { name: 'Voir la fiche client' }).getAttribute('href')).toBe(
      '/app/customers/lea%2Fmartin%40example.fr',
    );
  });

  it('offers no file link for a customer this restaurant does not know', async () => {
    const lookupScanCode = vi.fn(async (): Promise<ScannedCode> => ({
      ...CARD,
      points: 0,
      level: computeLoyaltyLevel({ points: 0, levels: DEFAULT_LOYALTY_CONFIG.levels }),
      knownHere: false,
    }));
    renderAt('/app/scan-fidelity', lookupScanCode);
    typeAndVerify(CODE);
    expect(await screen.findByTestId('loyalty-not-known-here')).toBeTruthy();
    expect(screen.getByTestId('loyalty-points').textContent).toBe('0,0 points');
    expect(screen.getByText('Nouveau')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Voir la fiche client' })).toBeNull();
  });

  it.each([
    [callableError('not-found', 'Carte de fidélité inconnue'), 'Carte de fidélité inconnue'],
    [callableError('internal', 'internal'), 'Erreur lors de la vérification de la fidélité'],
  ])('shows a failed lookup as the catalogue says, with no demo card (%s)', async (error, message) => {
    const lookupScanCode = vi.fn(async () => {
      throw error;
    });
    renderAt('/app/scan-fidelity', lookupScanCode);
    typeAndVerify(CODE);
    expect((await screen.findByTestId('scan-error')).textContent).toContain(message);
    expect(screen.queryByTestId('loyalty-result')).toBeNull();
  });

  it('sends a voucher code to the validate page', async () => {
    const lookupScanCode = vi.fn();
    renderAt('/app/scan-fidelity', lookupScanCode);
    typeAndVerify('reward:312345678');
    const notice = await screen.findByTestId('scan-voucher-notice');
    expect(within(notice).getByRole('link', { name: 'Valider ce bon' }).getAttribute('href')).toBe(
      '/app/validate-reward?code=312345678',
    );
    expect(notice.textContent).toContain('312 345 678');
    expect(lookupScanCode).not.toHaveBeenCalled();
  });

  it('checks the format locally first', async () => {
    const lookupScanCode = vi.fn();
    renderAt('/app/scan-fidelity', lookupScanCode);
    typeAndVerify('LOYALTY:1234');
    expect(await screen.findByText('Code invalide')).toBeTruthy();
    expect(lookupScanCode).not.toHaveBeenCalled();
  });
});
