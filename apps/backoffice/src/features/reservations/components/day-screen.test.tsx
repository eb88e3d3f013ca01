import type { Reservation } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { DayScreen } from './day-screen';

const DAY = '2026-11-22';

type Next = (list: { items: Reservation[]; changes: [] }) => void;

/** Repositories serving one day; `fail` makes the following subscriptions fail (a refresh that cannot read). */
function fakeDay(items: Reservation[]) {
  const state = { fail: false, subscriptions: 0, held: [] as (() => void)[], hold: false };
  const repositories = {
    reservations: {
      watchDay: (_input: unknown, next: Next, error?: (e: Error) => void) => {
        state.subscriptions += 1;
        const failing = state.fail;
        const deliver = () => (failing ? error?.(new Error('hors ligne')) : next({ items, changes: [] }));
        // A held read answers once the test lets it (to see the screen while it reads).
        if (state.hold) state.held.push(deliver);
        else queueMicrotask(deliver);
        return () => undefined;
      },
      searchUpcoming: async () => [],
    },
    loyalty: { getConfig: () => new Promise(() => undefined) },
    customers: { listForRestaurantByIds: async () => [] },
    restaurants: { getBookingSettings: async () => null },
  } as unknown as Repositories;
  return { state, repositories };
}

async function renderDay(items: Reservation[], callables: Partial<StaffCallables> = {}) {
  const day = fakeDay(items);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/app/reservations']}>
        <ToastProvider>
          <ServicesProvider
            value={{ repositories: day.repositories, callables: callables as StaffCallables }}
          >
            <DayScreen
              restaurantId="r1"
              today={DAY}
              onOpenMenu={vi.fn()}
              onOpenTables={vi.fn()}
              onOpenFloorPlan={vi.fn()}
              onManageSlots={vi.fn()}
              onOpenReservation={vi.fn()}
              onNewReservation={vi.fn()}
            />
          </ServicesProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(document.getElementById('day-list')?.getAttribute('aria-busy')).toBe('false'));
  return day;
}

const rows = () => screen.queryAllByTestId('reservation-row');

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DayScreen', () => {
  it('filters on 3 characters only, once typing has paused for 300 ms', async () => {
    await renderDay([
      makeReservation({
        customerName: 'Léa Dupont',
        customerFirstName: 'Léa',
        customerLastName: 'Dupont',
        date: DAY,
      }),
      makeReservation({
        customerName: 'Paul Martin',
        customerFirstName: 'Paul',
        customerLastName: 'Martin',
        date: DAY,
        customerPhone: '07 00 00 00 01',
      }),
    ]);
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    fireEvent.change(search, { target: { value: 'Ma' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(rows()).toHaveLength(2);

    fireEvent.change(search, { target: { value: 'Mar' } });
    act(() => vi.advanceTimersByTime(299));
    expect(rows()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.textContent).toContain('MARTIN Paul');
  });

  it('draws a busy day in batches, starting again from the first rows when the tab changes', async () => {
    const items = Array.from({ length: 75 }, (_, i) =>
      makeReservation({
        date: DAY,
        time: i % 2 ? '12:00' : '20:00',
        status: i % 3 ? 'CONFIRMED' : 'PENDING',
      }),
    );
    await renderDay(items);
    expect(rows()).toHaveLength(30);
    // Without IntersectionObserver (or for keyboard users), the button adds the next batch.
    // (Text queries: role queries over hundreds of nodes are slow in jsdom.)
    fireEvent.click(screen.getByText('Afficher 30 réservations de plus (45 restantes)'));
    expect(rows()).toHaveLength(60);
    fireEvent.click(screen.getByText(/15 restantes/));
    expect(rows()).toHaveLength(75);
    expect(screen.queryByText(/restantes/)).toBeNull();
    // Group covers count the whole group, whatever is drawn.
    expect(document.getElementById('time-12:00')?.textContent).toContain('74 couverts');

    fireEvent.click(document.getElementById('day-tab-CONFIRMED') as HTMLElement);
    expect(rows()).toHaveLength(30);
    expect(screen.getByText(/20 restantes/)).toBeTruthy();
  });

  it('opens the row actions from the keyboard on the first action, Escape gives the focus back', async () => {
    await renderDay([makeReservation({ date: DAY, status: 'PENDING' })]);
    const actions = screen.getByRole('button', { name: 'Actions' });
    fireEvent.click(actions);
    expect(actions.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toContain('Confirmer');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(actions.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(actions);
  });

  it('reads the day again on « Actualiser » and says so when the read fails', async () => {
    const day = await renderDay([makeReservation({ date: DAY })]);
    const button = screen.getByRole('button', { name: 'Actualiser' });
    day.state.hold = true;
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Actualisation...'));
    expect(day.state.subscriptions).toBe(2);
    day.state.hold = false;
    act(() => day.state.held.shift()?.());
    await waitFor(() => expect(button.textContent?.trim()).toBe('Actualiser'));

    day.state.fail = true;
    fireEvent.click(button);
    expect(await screen.findByText('Erreur lors du rafraîchissement')).toBeTruthy();
  });

  it('shows the actions a booking of a later day may not have yet, disabled with their reason', async () => {
    const setReservationStatus = vi.fn(async () => ({ ok: true as const }));
    // Far ahead of the real clock the screen reads.
    await renderDay([makeReservation({ date: '2099-06-01', time: '20:00', status: 'CONFIRMED' })], {
      setReservationStatus,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    // Named by what it shows (label in name): the action, then from when; its title says why.
    const seat = screen.getByRole('button', { name: /^Installer\s*À partir du 01\/06$/ });
    expect(seat.getAttribute('aria-disabled')).toBe('true');
    expect(seat.getAttribute('title')).toBe(
      "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
    );
    const noShow = screen.getByRole('button', { name: /^No-show\s*À partir du 01\/06 à 20:00$/ });
    expect(noShow.getAttribute('aria-disabled')).toBe('true');
    expect(noShow.textContent).toContain('À partir du 01/06 à 20:00');
    expect(screen.getByRole('button', { name: 'Annuler' }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(seat);
    expect(setReservationStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Changer le statut : Confirmée' }));
    const menu = screen.getByRole('menu', { name: 'Changer le statut' });
    const seated = screen.getByRole('menuitem', { name: /^Installée\s*Une réservation/ });
    expect(menu.contains(seated)).toBe(true);
    expect(seated.getAttribute('aria-disabled')).toBe('true');
    expect(seated.textContent).toContain(
      "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
    );
    expect(screen.getByRole('menuitem', { name: /^No-show\s*Une réservation/ }).textContent).toContain(
      "Une réservation ne peut être marquée no-show qu'à partir de son heure.",
    );
    fireEvent.click(seated);
    expect(setReservationStatus).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Annulée' }));
    await act(async () => undefined);
    expect(setReservationStatus).toHaveBeenCalledWith({
      reservationId: expect.any(String),
      status: 'CANCELLED',
    });
  });

  it('counts every row « Toutes » lists, cancelled included, and marks both bookings of a table given twice', async () => {
    await renderDay([
      makeReservation({
        date: DAY,
        time: '19:30',
        status: 'PENDING',
        tableId: '3',
        customerLastName: 'Thomas',
      }),
      makeReservation({
        date: DAY,
        time: '20:15',
        status: 'CONFIRMED',
        tableId: '3',
        customerLastName: 'Dubois',
      }),
      makeReservation({ date: DAY, time: '21:00', status: 'CANCELLED', customerLastName: 'Parti' }),
    ]);
    expect(rows()).toHaveLength(3);
    expect(document.querySelector('#day-tab-ALL [data-testid="tab-bookings"]')?.textContent).toBe('3');
    expect(screen.getAllByRole('img', { name: /^Conflit de table/ })).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: 'Conflit de table : Table 3 aussi donnée à THOMAS Marie (19:30)' }),
    ).toBeTruthy();
  });

  it('says when the filters hide the day, and resets them', async () => {
    await renderDay([makeReservation({ date: DAY, time: '20:00', status: 'CONFIRMED' })]);
    fireEvent.click(document.getElementById('day-tab-PENDING') as HTMLElement);
    expect(screen.getByText('Aucune réservation ne correspond aux filtres')).toBeTruthy();
    expect(screen.getByText('1 réservation ce jour-là, masquée par les filtres')).toBeTruthy();
    expect(screen.queryByText('Pas de réservation pour cette date')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(rows()).toHaveLength(1);
  });

  it('says « Pas de réservation pour cette date » only for a day without any', async () => {
    await renderDay([]);
    expect(screen.getByText('Pas de réservation pour cette date')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).toBeNull();
  });

  it('keeps a confirmed request in place for a second in « À confirmer », then lets it go', async () => {
    const setReservationStatus = vi.fn(async () => ({ ok: true as const }));
    await renderDay(
      [
        makeReservation({
          id: 'a',
          date: DAY,
          time: '19:00',
          status: 'PENDING',
          customerLastName: 'Premier',
        }),
        makeReservation({ id: 'b', date: DAY, time: '19:30', status: 'PENDING', customerLastName: 'Second' }),
      ],
      { setReservationStatus },
    );
    fireEvent.click(document.getElementById('day-tab-PENDING') as HTMLElement);
    vi.useFakeTimers();
    const [first] = screen.getAllByRole('button', { name: 'Actions' });
    fireEvent.click(first as HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    });
    // react-query tells the screen on its next tick.
    await act(async () => vi.advanceTimersByTime(10));
    // The cache says CONFIRMED at once; the row stays where it was, saying so.
    expect(rows().map((r) => r.getAttribute('data-reservation-id'))).toEqual(['a', 'b']);
    expect(rows()[0]?.querySelector('.status-button')?.textContent).toBe('Confirmée');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(rows().map((r) => r.getAttribute('data-reservation-id'))).toEqual(['b']);
  });
});
