import { DEFAULT_OPENING_HOURS } from '@app/domain';
import type { Reservation } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { FloorPlanDayView } from './floor-plan-day-view';
import { TableAssignmentModal } from './table-assignment-modal';

afterEach(cleanup);

type Watch = (id: string, next: (plan: unknown) => void, error?: (err: Error) => void) => () => void;

/** The plan's live read fails (offline, refused), or answers that the venue has none. */
const failing: Watch = (_id, _next, error) => (error?.(new Error('unavailable')), () => undefined);
const none: Watch = (_id, next) => (next(null), () => undefined);

function renderWith(watch: Watch, children: ReactNode) {
  const repositories = {
    floorPlans: { watch },
    reservations: {
      watchDay: (_input: unknown, next: (list: { items: Reservation[] }) => void) => (
        next({ items: [] }),
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
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ServicesProvider value={{ repositories, callables: {} as StaffCallables }}>
          {children}
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const dayView = (
  <FloorPlanDayView restaurantId="r1" date="2020-11-24" onClose={vi.fn()} onNewReservationAtTable={vi.fn()} />
);
const assignment = (
  <TableAssignmentModal
    restaurantId="r1"
    reservation={makeReservation({})}
    date="2026-11-22"
    onClose={vi.fn()}
  />
);

describe('a plan that cannot be read', () => {
  it.each([
    ['the day plan', dayView],
    ['the table assignment', assignment],
  ])(
    '%s says « Erreur lors du chargement du plan », not « Aucun plan de salle configuré »',
    async (_name, view) => {
      renderWith(failing, view);
      expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors du chargement du plan');
      expect(screen.queryByText('Aucun plan de salle configuré')).toBeNull();
    },
  );

  it.each([
    ['the day plan', dayView],
    ['the table assignment', assignment],
  ])('%s without a plan says « Aucun plan de salle configuré »', async (_name, view) => {
    renderWith(none, view);
    expect(await screen.findByText('Aucun plan de salle configuré')).toBeTruthy();
    expect(screen.queryByText('Erreur lors du chargement du plan')).toBeNull();
  });
});
