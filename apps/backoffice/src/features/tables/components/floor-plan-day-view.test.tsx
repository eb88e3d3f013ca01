import { DEFAULT_OPENING_HOURS, FloorPlanSchema } from '@app/domain';
import type { Reservation } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { FloorPlanDayView } from './floor-plan-day-view';

/** A Tuesday long past: the default week opens it (lunch from 12:00, dinner from 19:00), and it is never today. */
const DATE = '2020-11-24';

const PLAN = FloorPlanSchema.parse({
  restaurantId: 'r1',
  rooms: [
    {
      id: 'salle',
      name: 'Salle principale',
      elements: ['1', '2', '5'].map((number, i) => ({
        id: `t${number}`,
        type: 'table',
        number,
        capacity: 4,
        x: i * 100,
        y: 0,
        width: 70,
        height: 70,
      })),
    },
  ],
});

const DAY: Reservation[] = [
  makeReservation({ id: 'lunch', date: DATE, time: '12:30', tableId: '5', customerLastName: 'Midi' }),
  makeReservation({ id: 'dinner', date: DATE, time: '19:30', tableId: '2', customerLastName: 'Soir' }),
  makeReservation({ id: 'later', date: DATE, time: '20:00', tableId: '1', customerLastName: 'Tard' }),
  // A request waiting for its answer, already given table 1 at lunch.
  makeReservation({
    id: 'waiting',
    date: DATE,
    time: '12:00',
    tableId: '1',
    status: 'PENDING',
    customerLastName: 'Attente',
  }),
];

async function renderPlan() {
  const moveReservationTable = vi.fn(async (_input: unknown): Promise<unknown> => ({ ok: true }));
  const repositories = {
    floorPlans: { watch: (_id: string, next: (plan: unknown) => void) => (next(PLAN), () => undefined) },
    reservations: {
      watchDay: (_input: unknown, next: (list: { items: Reservation[] }) => void) => (
        next({ items: DAY }),
        () => undefined
      ),
    },
    restaurants: {
      getBookingSettings: async () => ({
        openingHours: DEFAULT_OPENING_HOURS,
        tableDurationMinutes: { lunch: 120, dinner: 120 },
      }),
    },
  } as unknown as Repositories;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ServicesProvider
          value={{ repositories, callables: { moveReservationTable } as unknown as StaffCallables }}
        >
          <FloorPlanDayView
            restaurantId="r1"
            date={DATE}
            onClose={vi.fn()}
            onNewReservationAtTable={vi.fn()}
          />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByLabelText("Heure d'arrivée")).toBeTruthy());
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await waitFor(() =>
    expect((screen.getByLabelText("Heure d'arrivée") as HTMLSelectElement).value).toBe('12:00'),
  );
  return { moveReservationTable };
}

/** A table's name without its bookings: 'Table 5, 4 places, réservée'. */
const state = (number: string) => {
  const button = screen.getAllByRole('button').find((b) => b.getAttribute('data-table') === number);
  const seats = button?.querySelector('.plan-table__seats')?.textContent ?? '';
  return `Table ${number}, ${seats}${button?.querySelector('.sr-only:last-child')?.textContent ?? ''}`;
};
const timeSelect = () => screen.getByLabelText("Heure d'arrivée") as HTMLSelectElement;

afterEach(cleanup);

describe('FloorPlanDayView', () => {
  it("opens at the first slot of the day's first service and shows the tables taken then", async () => {
    await renderPlan();
    expect(timeSelect().value).toBe('12:00');
    expect(screen.getByText('Tables occupées entre 12:00 et 14:00')).toBeTruthy();
    expect(state('5')).toBe('Table 5, 4 places, réservée');
    expect(state('2')).toBe('Table 2, 4 places, libre');
  });

  it('draws a pending request on its table « en attente », never « libre », with the legend (issue 36)', async () => {
    await renderPlan();
    expect(state('1')).toBe('Table 1, 4 places, en attente');
    expect(screen.getByLabelText('Légende du plan').textContent).toContain('En attente');
    const list = screen.getByRole('complementary', { name: 'Réservations du jour' });
    expect(within(list).getByRole('button', { name: /ATTENTE/ }).textContent).toContain('En attente');
  });

  it('shows another time of the day when chosen', async () => {
    await renderPlan();
    fireEvent.change(timeSelect(), { target: { value: '19:00' } });
    expect(state('5')).toBe('Table 5, 4 places, libre');
    expect(state('2')).toBe('Table 2, 4 places, réservée');
    expect(state('1')).toBe('Table 1, 4 places, réservée');
  });

  it('moves a reservation to a table; a taken one is refused by the server with who holds it, and forced on request', async () => {
    const { moveReservationTable } = await renderPlan();
    const list = screen.getByRole('complementary', { name: 'Réservations du jour' });
    fireEvent.click(within(list).getByRole('button', { name: /SOIR/ }));
    expect(timeSelect().value).toBe('19:30');
    moveReservationTable.mockRejectedValueOnce(
      Object.assign(new Error('Cette table est déjà occupée : table 1 par TARD Marie à 20:00'), {
        code: 'functions/failed-precondition',
        details: { code: 'table-occupied', clashes: [] },
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button').find((b) => b.getAttribute('data-table') === '1')!);
    });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Cette table est déjà occupée : table 1 par TARD Marie à 20:00');
    await act(async () => {
      fireEvent.click(within(notice).getByRole('button', { name: 'Attribuer quand même' }));
    });
    expect(moveReservationTable).toHaveBeenLastCalledWith({
      reservationId: 'dinner',
      table: '1',
      force: true,
    });
    expect(await screen.findByText('Table 1 assignée !')).toBeTruthy();
    // Table 5 holds the 12:30 lunch, gone by 19:30: given at once.
    fireEvent.click(within(list).getByRole('button', { name: /SOIR/ }));
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button').find((b) => b.getAttribute('data-table') === '5')!);
    });
    expect(moveReservationTable).toHaveBeenLastCalledWith({ reservationId: 'dinner', table: '5' });
  });
});
