import type { Reservation } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
  const state = { fail: false, subscriptions: 0 };
  const repositories = {
    reservations: {
      watchDay: (_input: unknown, next: Next, error?: (e: Error) => void) => {
        state.subscriptions += 1;
        const failing = state.fail;
        queueMicrotask(() => (failing ? error?.(new Error('hors ligne')) : next({ items, changes: [] })));
        return () => undefined;
      },
      searchUpcoming: async () => [],
    },
    loyalty: { getConfig: () => new Promise(() => undefined) },
    customers: { getForRestaurant: async () => null },
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
  await act(async () => undefined);
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
    fireEvent.click(button);
    expect(button.textContent).toBe('Actualisation...');
    await act(async () => undefined);
    expect(day.state.subscriptions).toBe(2);
    expect(button.textContent?.trim()).toBe('Actualiser');

    day.state.fail = true;
    fireEvent.click(button);
    await act(async () => undefined);
    expect(screen.getByText('Erreur lors du rafraîchissement')).toBeTruthy();
  });

  it('shows the actions a booking of a later day may not have yet, disabled with their reason', async () => {
    const setReservationStatus = vi.fn(async () => ({ ok: true }));
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
});
