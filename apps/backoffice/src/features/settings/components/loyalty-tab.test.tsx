import { DEFAULT_LOYALTY_CONFIG } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { LoyaltyTab } from './loyalty-tab';

afterEach(cleanup);

describe('LoyaltyTab', () => {
  it('says the configuration could not be read, then shows it after « Réessayer »', async () => {
    const getConfig = vi
      .fn()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValue(DEFAULT_LOYALTY_CONFIG);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <ServicesProvider
            value={{
              repositories: { loyalty: { getConfig } } as unknown as Repositories,
              callables: {} as StaffCallables,
            }}
          >
            <LoyaltyTab restaurant={{ id: 'r1', name: 'Le Bistrot', emoji: '🍷' }} />
          </ServicesProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('❌ Erreur lors du chargement de la configuration');
    expect(screen.queryByLabelText('Chargement de la configuration')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByLabelText('Points par réservation honorée')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getConfig).toHaveBeenCalledTimes(2);
  });

  it('saves the cancellation window typed (issue 48, defect 3), and refuses one beyond a week', async () => {
    const getConfig = vi.fn().mockResolvedValue(DEFAULT_LOYALTY_CONFIG);
    const saveLoyaltyConfig = vi.fn(async () => ({ ok: true }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <ServicesProvider
            value={{
              repositories: { loyalty: { getConfig } } as unknown as Repositories,
              callables: { saveLoyaltyConfig } as unknown as StaffCallables,
            }}
          >
            <LoyaltyTab restaurant={{ id: 'r1', name: 'Le Bistrot', emoji: '🍷' }} />
          </ServicesProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    const field = await screen.findByLabelText("Annulation sans pénalité jusqu'à");
    expect((field as HTMLInputElement).value).toBe('24');
    fireEvent.change(field, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la configuration' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le délai d’annulation doit être un nombre d’heures entre 0 et 168',
    );
    expect(saveLoyaltyConfig).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '48' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la configuration' }));
    });
    expect(saveLoyaltyConfig).toHaveBeenCalledWith({
      restaurantId: 'r1',
      config: expect.objectContaining({ freeCancellationHours: 48, billCeilingPerCover: null }),
    });
  });

  it('saves the bill ceiling per cover typed (issue 49), and refuses one below 10 €', async () => {
    const getConfig = vi.fn().mockResolvedValue(DEFAULT_LOYALTY_CONFIG);
    const saveLoyaltyConfig = vi.fn(async () => ({ ok: true }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <ServicesProvider
            value={{
              repositories: { loyalty: { getConfig } } as unknown as Repositories,
              callables: { saveLoyaltyConfig } as unknown as StaffCallables,
            }}
          >
            <LoyaltyTab restaurant={{ id: 'r1', name: 'Le Bistrot', emoji: '🍷' }} />
          </ServicesProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    const field = await screen.findByLabelText('Plafond par couvert (€)');
    expect((field as HTMLInputElement).value).toBe('');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la configuration' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le plafond par couvert doit être compris entre 10 et 10 000 €',
    );
    expect(saveLoyaltyConfig).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '120,50' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la configuration' }));
    });
    expect(saveLoyaltyConfig).toHaveBeenCalledWith({
      restaurantId: 'r1',
      config: expect.objectContaining({ billCeilingPerCover: 120.5 }),
    });
  });
});
