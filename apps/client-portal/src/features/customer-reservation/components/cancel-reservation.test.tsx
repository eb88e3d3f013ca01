import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelReservation } from './cancel-reservation';

const backend = vi.hoisted(() => ({ calls: [] as { name: string; data: unknown }[] }));
vi.mock('../../../lib/customer-functions', () => ({
  callAsCustomer: async (name: string, data: unknown) => {
    backend.calls.push({ name, data });
    return { ok: true };
  },
}));

function open(terms: Parameters<typeof CancelReservation>[0]['terms']) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <CancelReservation reservationId="r1" terms={terms} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
  return screen.getByRole('alertdialog', { name: 'Annuler la réservation' });
}

beforeEach(() => {
  backend.calls.length = 0;
});
afterEach(cleanup);

describe('CancelReservation (issue 48, defect 3)', () => {
  it('says a cancellation in time costs nothing, and sends no penalty', async () => {
    const dialog = open({ charge: 'free', freeUntil: '2026-11-27T19:00:00.000Z', penaltyPoints: 0 });
    expect(within(dialog).getByText(/^Annulation gratuite jusqu'au 27\/11\/2026 à 20:00/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));
    });
    expect(backend.calls).toEqual([{ name: 'cancelMyReservation', data: { reservationId: 'r1' } }]);
  });

  it('says the points a late cancellation takes before the diner confirms, and sends the amount accepted', async () => {
    const dialog = open({ charge: 'penalty', freeUntil: '2026-11-22T19:00:00.000Z', penaltyPoints: 5 });
    expect(
      within(dialog).getByText(
        "Le délai d'annulation gratuite est passé : annuler maintenant vous retire 5,0 points de fidélité.",
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));
    });
    expect(backend.calls).toEqual([
      { name: 'cancelMyReservation', data: { reservationId: 'r1', acceptedPenalty: 5 } },
    ]);
  });
});
