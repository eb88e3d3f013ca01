import type { Reservation } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { UpcomingSearchResults } from './upcoming-search-results';

afterEach(cleanup);

const TODAY = '2026-11-22';

type Search = (input: { restaurantId: string; token: string; fromDate: string }) => Promise<Reservation[]>;

function renderResults(searchUpcoming: Search, query: string, onOpenDay = vi.fn()) {
  const repositories = { reservations: { searchUpcoming: vi.fn(searchUpcoming) } } as unknown as Repositories;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ServicesProvider value={{ repositories, callables: {} as StaffCallables }}>
      <QueryClientProvider client={client}>
        <UpcomingSearchResults
          restaurantId="r1"
          query={query}
          currentDate={TODAY}
          today={TODAY}
          onOpenDay={onOpenDay}
        />
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { search: repositories.reservations.searchUpcoming as ReturnType<typeof vi.fn>, onOpenDay };
}

describe('UpcomingSearchResults', () => {
  it('lists matches of other days under « Autres jours », each opening its day', async () => {
    const { search, onOpenDay } = renderResults(
      async () => [
        makeReservation({ id: 'today', date: TODAY, customerName: 'Léa Dupont', customerLastName: 'Dupont' }),
        makeReservation({
          id: 'next',
          date: '2026-11-28',
          time: '20:15',
          partySize: 4,
          status: 'PENDING',
          customerName: 'Léa Dupont',
          customerFirstName: 'Léa',
          customerLastName: 'Dupont',
        }),
      ],
      '  Dupo ',
    );
    const section = await screen.findByRole('region', { name: 'Autres jours' });
    const results = await within(section).findAllByTestId('upcoming-result');
    // The day on screen is left to the day list.
    expect(results).toHaveLength(1);
    expect(results[0]?.textContent).toBe('samedi 28 novembre 202620:15DUPONT Léa4 personnesEn attente');
    expect(search).toHaveBeenCalledWith({ restaurantId: 'r1', token: 'dupo', fromDate: TODAY });
    fireEvent.click(within(section).getByRole('button', { name: /samedi 28 novembre 2026/ }));
    expect(onOpenDay).toHaveBeenCalledWith('2026-11-28');
  });

  it('reads nothing under 3 characters', () => {
    const { search } = renderResults(async () => [], 'du');
    expect(screen.queryByTestId('upcoming-search')).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });

  it('searches a typed phone by its digits and says when nothing matches', async () => {
    const { search } = renderResults(async () => [], '06 12 34');
    expect(await screen.findByText('Aucune réservation à venir ne correspond')).toBeTruthy();
    expect(search).toHaveBeenCalledWith({ restaurantId: 'r1', token: '061234', fromDate: TODAY });
  });

  it('says it is searching, then when the search failed', async () => {
    let fail: (error: Error) => void = () => undefined;
    renderResults(() => new Promise((_resolve, reject) => (fail = reject)), 'martin');
    expect(screen.getByRole('status').textContent).toBe('Recherche des réservations à venir...');
    fail(new Error('hors ligne'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de rechercher les réservations à venir',
    );
  });
});
