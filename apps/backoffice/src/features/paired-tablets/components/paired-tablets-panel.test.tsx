import type { ListTabletsInput, PairedTablet, PairedTabletList } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { PairedTabletsPanel } from './paired-tablets-panel';

afterEach(cleanup);

const tablet = (n: number): PairedTablet => ({
  deviceId: `dev-${n}`,
  name: `Tablette ${n}`,
  pairedByName: 'Paul',
  pairedByEmail: 'paul@resto.test',
  pairedAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: '2026-11-01T09:00:00.000Z',
});

describe('PairedTabletsPanel', () => {
  it('shows the first page and the next on « Afficher plus de tablettes », each tablet once', async () => {
    const pages: Record<string, PairedTabletList> = {
      first: {
        tablets: [tablet(1), tablet(2)],
        next: { lastSeenAt: '2026-11-01T09:00:00.000Z', deviceId: 'dev-2' },
      },
      // Tablette 2 was seen again between the two calls: it comes back on the next page.
      'dev-2': { tablets: [tablet(2), tablet(3)], next: null },
    };
    const listTablets = vi.fn(async (input: ListTabletsInput) => pages[input.after?.deviceId ?? 'first']);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <ServicesProvider
            value={{
              repositories: {} as Repositories,
              callables: { listTablets } as unknown as StaffCallables,
            }}
          >
            <PairedTabletsPanel
              restaurantId="r-1"
              restaurantName="Au Bureau"
              tabletLink="https://t/tablette/R1"
            />
          </ServicesProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Tablette 2')).toBeTruthy();
    expect(screen.queryByText('Tablette 3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de tablettes' }));
    expect(await screen.findByText('Tablette 3')).toBeTruthy();
    expect(screen.getAllByText('Tablette 2')).toHaveLength(1);
    expect(listTablets).toHaveBeenLastCalledWith({
      restaurantId: 'r-1',
      after: { lastSeenAt: '2026-11-01T09:00:00.000Z', deviceId: 'dev-2' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Afficher plus de tablettes' })).toBeNull(),
    );
  });
});
