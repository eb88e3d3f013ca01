import { DEFAULT_OPENING_HOURS, FloorPlanSchema, type Reservation } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { TimelineScreen } from './timeline-screen';

/** A Tuesday long past, never today unless a test says so. */
const DATE = '2020-11-24';
const table = (number: string, x: number, capacity = 4) => ({
  id: `t${number}`,
  type: 'table',
  number,
  capacity,
  x,
  y: 0,
  width: 60,
  height: 60,
});
const PLAN = FloorPlanSchema.parse({
  restaurantId: 'r1',
  rooms: [
    { id: 'salle', name: 'Salle', elements: [table('1', 0), table('2', 100), table('3', 200)] },
    { id: 'terrasse', name: 'Terrasse', elements: [table('20', 0, 6)] },
  ],
  tableGroups: [{ id: 'g1', tableIds: ['t1', 't2'], capacity: 8 }],
});

const DAY: Reservation[] = [
  makeReservation({ id: 'a', date: DATE, time: '19:30', tableId: '1', customerLastName: 'Alpha' }),
  makeReservation({
    id: 'b',
    date: DATE,
    time: '20:00',
    tableId: '3',
    customerLastName: 'Bravo',
    dinerChangedAt: '2020-11-23T09:30:00.000Z',
  }),
  // Both on table 3 at 20:30: a conflict.
  makeReservation({ id: 'c', date: DATE, time: '20:30', tableId: '3', customerLastName: 'Charlie' }),
  makeReservation({
    id: 'p',
    date: DATE,
    time: '19:00',
    tableId: '20',
    customerLastName: 'Propose',
    tableProposal: { tables: '20', at: '2020-11-24T09:30:00.000Z' },
  }),
  makeReservation({ id: 'u', date: DATE, time: '21:00', tableId: '', customerLastName: 'Loose' }),
];

function renderTimeline({ today = '2020-11-20', callables = {} as Partial<StaffCallables> } = {}) {
  const repositories = {
    floorPlans: { watch: (_id: string, next: (plan: unknown) => void) => (next(PLAN), () => undefined) },
    reservations: {
      watchDay: (_input: unknown, next: (list: { items: Reservation[] }) => void) => (
        next({ items: DAY }),
        () => undefined
      ),
    },
    restaurants: { getBookingSettings: async () => ({ openingHours: DEFAULT_OPENING_HOURS }) },
  } as unknown as Repositories;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPhoneBooking = vi.fn();
  const all = {
    moveReservation: vi.fn(async () => ({
      ok: true,
      changed: true,
      tableId: '',
      time: '',
      tablesFreeAt: '',
      warning: null,
    })),
    keepTableProposal: vi.fn(async () => ({ ok: true, tableId: '20', changed: true })),
    seatWalkIn: vi.fn(async () => ({ reservationId: 'w', status: 'SEATED' as const })),
    ...callables,
  };
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ServicesProvider value={{ repositories, callables: all as unknown as StaffCallables }}>
            <TimelineScreen
              restaurantId="r1"
              date={DATE}
              today={today}
              service="dinner"
              onDateChange={vi.fn()}
              onServiceChange={vi.fn()}
              onPhoneBooking={onPhoneBooking}
            />
          </ServicesProvider>
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...all, onPhoneBooking };
}

const bar = (name: RegExp) => screen.getByRole('button', { name });
const status = () => document.querySelector('[role="status"][aria-live="polite"].sr-only')?.textContent ?? '';

afterEach(cleanup);

describe('TimelineScreen', () => {
  it('draws a row per table room by room, joinable groups named, bars with status, proposal and conflict', async () => {
    renderTimeline();
    await waitFor(() => expect(screen.getByRole('region', { name: /Planning des tables/ })).toBeTruthy());
    const salle = screen.getByRole('region', { name: 'Salle' });
    expect(
      within(salle)
        .getAllByRole('group')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Table 1', 'Table 2', 'Table 3']);
    expect(within(salle).getAllByText('1 + 2')).toHaveLength(2);
    expect(bar(/^ALPHA Marie/).getAttribute('aria-label')).toBe(
      'ALPHA Marie, 2 personnes, 19:30–21:00, Confirmée, Table 1',
    );
    expect(bar(/^PROPOSE Marie/).getAttribute('aria-label')).toContain('Table proposée');
    expect(bar(/^BRAVO/).getAttribute('aria-label')).toContain('Conflit de table');
    expect(bar(/^CHARLIE/).getAttribute('aria-label')).toContain('Conflit de table');
    expect(bar(/^ALPHA/).getAttribute('aria-label')).not.toContain('Conflit');
    // The booking without a table waits in « À placer » with the engine's best fit.
    const lane = screen.getByRole('region', { name: /À placer/ });
    expect(within(lane).getByText(/LOOSE Marie/)).toBeTruthy();
    expect(within(lane).getByRole('button', { name: /^Placer à la table/ })).toBeTruthy();
  });

  it('moves a focused bar from the keyboard: Enter picks it up, ↓ and → move it, Enter confirms', async () => {
    const { moveReservation } = renderTimeline();
    const alpha = await waitFor(() => bar(/^ALPHA/));
    alpha.focus();
    fireEvent.keyDown(alpha, { key: 'Enter' });
    expect(status()).toContain('Déplacement de ALPHA Marie : Table 1, 19:30–21:00');
    fireEvent.keyDown(alpha, { key: 'ArrowDown' });
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    expect(status()).toBe('Table 2, 19:45–21:15');
    fireEvent.keyDown(alpha, { key: 'Enter' });
    await waitFor(() =>
      expect(moveReservation).toHaveBeenCalledWith({ reservationId: 'a', tables: ['2'], time: '19:45' }),
    );
    await waitFor(() => expect(status()).toBe('Réservation déplacée : Table 2, 19:45–21:15'));
  });

  it('stretches with Shift+→ and says so to the server; Escape cancels without closing what is around', async () => {
    const { moveReservation } = renderTimeline();
    const alpha = await waitFor(() => bar(/^ALPHA/));
    const reached: string[] = [];
    const outside = (event: KeyboardEvent) => reached.push(event.key);
    document.addEventListener('keydown', outside);
    fireEvent.keyDown(alpha, { key: 'Enter' });
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    fireEvent.keyDown(alpha, { key: 'Escape' });
    expect(status()).toBe('Déplacement annulé');
    expect(reached).toEqual(['Enter', 'ArrowRight']);
    document.removeEventListener('keydown', outside);
    fireEvent.keyDown(alpha, { key: 'Enter' });
    fireEvent.keyDown(alpha, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(alpha, { key: 'Enter' });
    await waitFor(() =>
      expect(moveReservation).toHaveBeenCalledWith({
        reservationId: 'a',
        tables: ['1'],
        time: '19:30',
        minutes: 105,
      }),
    );
    expect(moveReservation).toHaveBeenCalledTimes(1);
  });

  it('previews a held table as the engine would refuse it, then shows the server’s reason and lets staff insist', async () => {
    const refusal = Object.assign(
      new Error('Cette table est déjà occupée : table 3 par BRAVO Marie à 20:00'),
      {
        details: {
          code: 'table-occupied',
          clashes: [{ table: '3', reservationId: 'b', name: 'BRAVO Marie', time: '20:00' }],
        },
      },
    );
    const moveReservation = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValue({
      ok: true,
      changed: true,
      tableId: '3',
      time: '19:30',
      tablesFreeAt: '',
      warning: null,
    });
    renderTimeline({ callables: { moveReservation } });
    const alpha = await waitFor(() => bar(/^ALPHA/));
    fireEvent.keyDown(alpha, { key: 'Enter' });
    fireEvent.keyDown(alpha, { key: 'ArrowDown' });
    fireEvent.keyDown(alpha, { key: 'ArrowDown' });
    expect(status()).toBe(
      'Table 3, 19:30–21:00 : Cette table est déjà occupée : table 3 par BRAVO Marie à 20:00',
    );
    fireEvent.keyDown(alpha, { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Cette table est déjà occupée : table 3 par BRAVO Marie à 20:00');
    fireEvent.click(within(alert).getByRole('button', { name: 'Attribuer quand même' }));
    await waitFor(() =>
      expect(moveReservation).toHaveBeenLastCalledWith({
        reservationId: 'a',
        tables: ['3'],
        time: '19:30',
        force: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps a « Table proposée » from the selected booking', async () => {
    const { keepTableProposal } = renderTimeline();
    fireEvent.click(await waitFor(() => bar(/^PROPOSE/)));
    fireEvent.click(screen.getByRole('button', { name: 'Garder la table proposée 20' }));
    await waitFor(() => expect(keepTableProposal).toHaveBeenCalledWith({ reservationId: 'p' }));
  });

  it('says on the selected booking that the diner changed it themselves, and only then (issue 48)', async () => {
    renderTimeline();
    fireEvent.click(await waitFor(() => bar(/^BRAVO/)));
    expect(screen.getByRole('region', { name: /Bravo/i }).textContent).toContain('Modifiée par le client');
    fireEvent.click(bar(/^ALPHA/));
    expect(screen.getByRole('region', { name: /Alpha/i }).textContent).not.toContain('par le client');
  });

  it('seats a walk-in from a free cell of today’s grid, and opens the phone booking there', async () => {
    const { seatWalkIn, onPhoneBooking } = renderTimeline({ today: DATE });
    fireEvent.click(
      await waitFor(() => screen.getByRole('button', { name: 'Table 2 libre à 20:00', hidden: true })),
    );
    const dialog = screen.getByRole('dialog', { name: 'Table 2 libre à 20:00' });
    fireEvent.change(within(dialog).getByLabelText('Nom (facultatif)'), { target: { value: 'Martin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Installer à la table 2' }));
    await waitFor(() =>
      expect(seatWalkIn).toHaveBeenCalledWith({
        restaurantId: 'r1',
        tables: ['2'],
        partySize: 2,
        customerName: 'Martin',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Table 2 libre à 20:15', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Réservation par téléphone' }));
    expect(onPhoneBooking).toHaveBeenCalledWith('2', '20:15');
  });

  it('offers only the phone booking on another day’s free cell', async () => {
    renderTimeline();
    fireEvent.click(
      await waitFor(() => screen.getByRole('button', { name: 'Table 2 libre à 20:00', hidden: true })),
    );
    const dialog = screen.getByRole('dialog', { name: 'Table 2 libre à 20:00' });
    expect(dialog.textContent).toContain("Un client sans réservation s'installe aujourd'hui seulement");
    expect(within(dialog).queryByRole('button', { name: /^Installer/ })).toBeNull();
  });

  it('previews a move onto a table the engine only proposed to another booking as accepted: the proposal gives way', async () => {
    renderTimeline();
    const alpha = await waitFor(() => bar(/^ALPHA/));
    fireEvent.keyDown(alpha, { key: 'Enter' });
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(alpha, { key: 'ArrowDown' });
    expect(status()).toBe('Table 20, 19:30–21:00');
  });
});
