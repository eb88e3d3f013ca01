import { DEFAULT_LOYALTY_CONFIG } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
});
