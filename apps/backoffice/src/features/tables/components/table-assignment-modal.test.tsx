import { DEFAULT_OPENING_HOURS, FloorPlanSchema } from '@app/domain';
import type { Reservation, TableDurationMinutes } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { TableAssignmentModal } from './table-assignment-modal';

const table = (number: string, capacity: number, x: number) => ({
  id: `t${number}`,
  type: 'table',
  number,
  capacity,
  x,
  y: 0,
  width: 70,
  height: 70,
});

/** A main room (1: 2 seats, 2 and 5: 4 seats) and a terrace (21: 4 seats, 22: 6 seats). */
const PLAN = FloorPlanSchema.parse({
  restaurantId: 'r1',
  rooms: [
    {
      id: 'salle',
      name: 'Salle principale',
      elements: [table('1', 2, 0), table('2', 4, 100), table('5', 4, 200)],
    },
    { id: 'terrasse', name: 'Terrasse', elements: [table('21', 4, 0), table('22', 6, 100)] },
  ],
  // Joinable: 2 + 5 (held at lunch with 5) seat 8, 21 + 22 seat 9, 1 + 2 seat 6.
  tableGroups: [
    { id: 'g25', tableIds: ['t2', 't5'], capacity: 8 },
    { id: 'g2122', tableIds: ['t21', 't22'], capacity: 9 },
    { id: 'g12', tableIds: ['t1', 't2'], capacity: 6 },
  ],
});

/** Table 5 is held by a confirmed 12:30 lunch. */
const LUNCH_AT_5 = makeReservation({ id: 'lunch', time: '12:30', tableId: '5', status: 'CONFIRMED' });

async function renderModal(
  reservation: Reservation,
  { durations = { lunch: 120, dinner: 120 } }: { durations?: TableDurationMinutes } = {},
) {
  const assignTables = vi.fn(async (_input: unknown): Promise<unknown> => ({ ok: true }));
  const repositories = {
    floorPlans: { watch: (_id: string, next: (plan: unknown) => void) => (next(PLAN), () => undefined) },
    reservations: {
      watchDay: (_input: unknown, next: (list: { items: Reservation[] }) => void) => (
        next({ items: [LUNCH_AT_5, reservation] }),
        () => undefined
      ),
    },
    restaurants: {
      getBookingSettings: async () => ({
        openingHours: DEFAULT_OPENING_HOURS,
        tableDurationMinutes: durations,
      }),
    },
  } as unknown as Repositories;
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ServicesProvider value={{ repositories, callables: { assignTables } as unknown as StaffCallables }}>
          <TableAssignmentModal
            restaurantId="r1"
            reservation={reservation}
            date="2026-11-22"
            onClose={onClose}
          />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  // The plan, the day and the durations are read: the lunch at 12:30 shows on table 5 once all are in.
  await waitFor(() => expect(document.querySelector('[data-table]')).toBeTruthy());
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return { assignTables, onClose };
}

const tableButton = (number: string) =>
  screen.getAllByRole('button').find((b) => b.getAttribute('data-table') === number) as HTMLElement;
/** A table's name without its bookings: 'Table 5, 4 places, libre'. */
const tableName = (number: string) => {
  const button = tableButton(number);
  const seats = button.querySelector('.plan-table__seats')?.textContent ?? '';
  const state = button.querySelector('.sr-only:last-child')?.textContent ?? '';
  return `Table ${number}, ${seats}${state}`;
};
const suggestions = () =>
  within(screen.getByRole('region', { name: 'Suggestions' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);
/** The seats warning: a live status of the dialog (the toasts have their own). */
const seatsWarning = () =>
  screen.getAllByRole('status').find((el) => el.classList.contains('plan-warning'))?.textContent;
const selectedRoom = () => screen.getByRole('tab', { selected: true }).textContent;

afterEach(cleanup);

describe('TableAssignmentModal', () => {
  it('shows a table held by a 12:30 lunch as free for a 20:00 booking and taken for a 13:00 one', async () => {
    await renderModal(makeReservation({ id: 'evening', time: '20:00', partySize: 2 }));
    expect(tableName('5')).toBe('Table 5, 4 places, libre');
    expect(tableButton('1').textContent).toContain('2 places');
    cleanup();
    await renderModal(makeReservation({ id: 'early', time: '13:00', partySize: 2 }));
    expect(tableName('5')).toBe('Table 5, 4 places, réservée');
    expect(tableButton('5').textContent).toContain('12:30 · 2p');
  });

  it("follows the restaurant's lunch duration", async () => {
    await renderModal(makeReservation({ id: 'late', time: '13:30' }), {
      durations: { lunch: 60, dinner: 120 },
    });
    expect(tableName('5')).toBe('Table 5, 4 places, libre');
  });

  it('opens on the terrace when asked and suggests free tables, closest fit first, in one click', async () => {
    await renderModal(makeReservation({ id: 'guest', time: '13:00', partySize: 3, terrace: true }));
    expect(selectedRoom()).toBe('Terrasse');
    expect(screen.getByText('Terrasse demandée')).toBeTruthy();
    // Table 5 is taken at 13:00; 1 seats two; between equal fits the terrace comes first.
    expect(suggestions()).toEqual([
      'Table 21 · 4 places · Terrasse',
      'Table 2 · 4 places · Salle principale',
      'Table 22 · 6 places · Terrasse',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Table 2 · 4 places · Salle principale' }));
    expect(selectedRoom()).toBe('Salle principale');
    expect(tableButton('2').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Assigner (2)' })).toBeTruthy();
  });

  it('offers the free joinable groups for a party no single table seats, and selects one in one click', async () => {
    const { assignTables } = await renderModal(makeReservation({ id: 'eight', time: '13:00', partySize: 8 }));
    // 2 + 5 would seat 8 but table 5 is held at 13:00: 21 + 22 is offered.
    expect(suggestions()).toEqual(['Tables 21 + 22 · 9 personnes (associées)']);
    fireEvent.click(screen.getByRole('button', { name: 'Tables 21 + 22 · 9 personnes (associées)' }));
    expect(selectedRoom()).toBe('Terrasse');
    // The group's seats count, not the tables' sum (10): no warning for 8.
    expect(seatsWarning()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /^Assigner/ }));
    await waitFor(() => expect(assignTables).toHaveBeenCalledTimes(1));
    expect(assignTables.mock.calls[0]![0]).toMatchObject({ tables: ['21', '22'] });
    cleanup();
    // A party a single table seats gets tables, not groups.
    await renderModal(makeReservation({ id: 'six', time: '20:00', partySize: 6 }));
    expect(suggestions()).toEqual(['Table 22 · 6 places · Terrasse']);
  });

  it('opens on the main room without a terrace request', async () => {
    await renderModal(makeReservation({ id: 'guest', time: '20:00', partySize: 2 }));
    expect(selectedRoom()).toBe('Salle principale');
    expect(screen.queryByText('Terrasse demandée')).toBeNull();
  });

  it('warns when the seats are fewer than the party, and still assigns', async () => {
    const { assignTables } = await renderModal(makeReservation({ id: 'four', time: '20:00', partySize: 4 }));
    expect(seatsWarning()).toBe('');
    fireEvent.click(tableButton('1'));
    expect(seatsWarning()).toBe('4 personnes pour 2 places : la table est trop petite');
    fireEvent.click(screen.getByRole('button', { name: 'Assigner (1)' }));
    await act(async () => undefined);
    expect(assignTables).toHaveBeenCalledWith({ reservationId: 'four', tables: ['1'], unassign: false });
  });

  it('clears the warning once the tables seat the party', async () => {
    await renderModal(makeReservation({ id: 'four', time: '20:00', partySize: 4 }));
    fireEvent.click(tableButton('1'));
    expect(seatsWarning()).not.toBe('');
    fireEvent.click(tableButton('5'));
    expect(seatsWarning()).toBe('');
  });

  it('names who holds a taken table, lets the server refuse it, and gives it only when staff insist', async () => {
    const { assignTables } = await renderModal(makeReservation({ id: 'early', time: '13:00' }));
    const refusal = Object.assign(
      new Error('Cette table est déjà occupée : table 5 par DUPONT Marie à 12:30'),
      {
        code: 'functions/failed-precondition',
        details: { code: 'table-occupied', clashes: [] },
      },
    );
    assignTables.mockRejectedValueOnce(refusal);
    fireEvent.click(tableButton('5'));
    expect(seatsWarning()).toBe('Table 5 déjà prise par DUPONT Marie (12:30)');
    fireEvent.click(screen.getByRole('button', { name: 'Assigner (5)' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Cette table est déjà occupée : table 5 par DUPONT Marie à 12:30');
    expect(assignTables).toHaveBeenLastCalledWith({ reservationId: 'early', tables: ['5'], unassign: false });
    await act(async () => {
      fireEvent.click(within(notice).getByRole('button', { name: 'Attribuer quand même' }));
    });
    expect(assignTables).toHaveBeenLastCalledWith({
      reservationId: 'early',
      tables: ['5'],
      unassign: false,
      force: true,
    });
    expect(await screen.findByText('Table 5 assignée !')).toBeTruthy();
  });
});
