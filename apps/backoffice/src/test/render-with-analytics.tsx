import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AnalyticsReads } from '../lib/analytics-reads';
import type { StaffCallables } from '../lib/callables';
import type { Repositories } from '../lib/data';
import { ServicesProvider } from '../lib/services-context';

/**
 * Renders an analytics screen over fake reads (no retry, a router and the toasts), as the app would with the
 * restaurant's counters behind them.
 */
export function renderWithAnalytics(
  reads: Partial<AnalyticsReads>,
  screen: ReactNode,
  callables: Partial<StaffCallables> = {},
): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ServicesProvider
        value={{
          repositories: { analytics: reads } as unknown as Repositories,
          callables: callables as StaffCallables,
        }}
      >
        <ToastProvider>
          <MemoryRouter>{screen}</MemoryRouter>
        </ToastProvider>
      </ServicesProvider>
    </QueryClientProvider>,
  );
}
