import { DEFAULT_LOYALTY_CONFIG, joinTableIds } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { ReservationDetailScreen } from './reservation-detail-screen';

afterEach(cleanup);

function renderScreen(
  overrides: Parameters<typeof makeReservation>[0],
  view: Record<string, unknown> | null = null,
  others: ReturnType<typeof makeReservation>[] = [],
) {
  // The venue's view, live: `push` delivers a new state of it, as the store does when it changes.
  let deliver: (value: unknown) => void = () => undefined;
  const watchForRestaurant = vi.fn((_input: unknown, next: (value: unknown) => void) => {
    deliver = next;
    next(view);
    return () => undefined;
  });
  const repositories = {
    reservations: { listForCustomer: vi.fn(async () => others) },
    customers: { watchForRestaurant },
    users: { getById: vi.fn(async () => ({ name: 'Accueil', email: 'accueil@exemple.fr' })) },
  } as unknown as Repositories;
  const onTables = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <ServicesProvider value={{ repositories, callables: {} as StaffCallables }}>
            <ReservationDetailScreen
              reservation={makeReservation(overrides)}
              currentUid="staff-1"
              loyaltyConfig={DEFAULT_LOYALTY_CONFIG}
              onMarkCompleted={async () => undefined}
              onSave={async () => undefined}
              onTables={onTables}
            />
          </ServicesProvider>
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onTables, watchForRestaurant, push: (value: unknown) => act(() => deliver(value)) };
}

describe('ReservationDetailScreen', () => {
  it('says in its header that the diner changed the booking themselves, and only then (issue 48)', () => {
    renderScreen({ status: 'PENDING', dinerChangedAt: '2026-11-22T09:00:00.000Z' });
    expect(screen.getByText('Modifiée par le client')).toBeTruthy();
    cleanup();
    renderScreen({ status: 'PENDING' });
    expect(screen.queryByText('Modifiée par le client')).toBeNull();
  });

  it('opens the table assignment from the header, never « Attribution de table - À venir »', () => {
    const { onTables } = renderScreen({ tableId: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Aucune table' }));
    expect(onTables).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Attribution de table - À venir')).toBeNull();
  });

  it('lists 8 table numbers then « +n » on its table button', () => {
    const tables = joinTableIds(Array.from({ length: 10 }, (_, i) => String(i + 1)));
    const { onTables } = renderScreen({ tableId: tables });
    fireEvent.click(screen.getByRole('button', { name: 'Table 1, 2, 3, 4, 5, 6, 7, 8 +2' }));
    expect(onTables).toHaveBeenCalledTimes(1);
  });

  it('shows an archived booking’s tables without offering to change them', () => {
    renderScreen({ tableId: '3', archived: true });
    expect(screen.queryByRole('button', { name: 'Table 3' })).toBeNull();
    expect(screen.getByText('Table 3')).toBeTruthy();
  });

  it('« Modifier la note » opens the edit modal on « Détails » with the spec’s info', async () => {
    renderScreen({ specialRequests: 'Chaise haute' });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la note' }));
    expect(await screen.findByText('Utilisez l\'onglet "Détails" pour modifier les notes')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Détails', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Demandes particulières') as HTMLTextAreaElement).value).toBe(
      'Chaise haute',
    );
  });

  it('« Ajouter une note » says where to add information when there is none', async () => {
    renderScreen({ specialRequests: '', notes: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une note' }));
    expect(
      await screen.findByText('Utilisez l\'onglet "Détails" pour ajouter des informations'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Détails', selected: true })).toBeTruthy();
  });

  it('reads the guest’s points and visits from the venue’s view of the customer', async () => {
    const { watchForRestaurant, push } = renderScreen(
      { restaurantId: 'r1', customerEmail: 'marie@example.fr' },
      { points: 260, completed: 2, visitsDeclared: 1, tags: [] },
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Client' }));
    expect(await screen.findByText('260,0 points')).toBeTruthy();
    expect(screen.getByTestId('detail-visits').textContent).toBe('3 visites dans ce restaurant');
    expect(screen.getByText(/Argent/)).toBeTruthy();
    expect(watchForRestaurant).toHaveBeenCalledWith(
      { restaurantId: 'r1', customerId: expect.any(String) },
      expect.any(Function),
      expect.any(Function),
    );
    // No notice for the first read; « Points de fidélité mis à jour » when the balance changes meanwhile.
    expect(screen.queryByText('Points de fidélité mis à jour')).toBeNull();
    push({ points: 265, completed: 3, visitsDeclared: 1, tags: [] });
    expect(await screen.findByText('265,0 points')).toBeTruthy();
    expect(screen.getByText('Points de fidélité mis à jour')).toBeTruthy();
    expect(screen.getByTestId('detail-visits').textContent).toBe('4 visites dans ce restaurant');
  });

  it('writes the guest’s average party as French does: « 3,5 personnes », never « 3.5 » (issue 48, defect 17)', async () => {
    renderScreen({ partySize: 3 }, null, [makeReservation({ partySize: 4, date: '2026-10-02' })]);
    fireEvent.click(screen.getByRole('tab', { name: 'Client' }));
    expect(await screen.findByText('Vient en moyenne à 3,5 personnes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Historique' }));
    const average = screen.getByText('Taille moyenne').nextElementSibling;
    expect(average?.textContent).toBe('3,5');
    expect(document.body.textContent).not.toMatch(/\d\.\d/);
  });
});
