import type { Reservation } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../lib/callables';
import type { Repositories } from '../lib/data';
import { ServicesProvider } from '../lib/services-context';
import { makeReservation } from '../test/make-reservation';
import { reservationKeys } from './reservation-keys';
import { useStatusChange } from './use-status-change';

afterEach(cleanup);

function setup(
  callables: Partial<StaffCallables>,
  lists: { day?: Reservation[]; pending?: Reservation[] } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (lists.day) client.setQueryData(reservationKeys.day('r1', '2026-11-24'), lists.day);
  if (lists.pending) client.setQueryData(reservationKeys.pending('r1'), lists.pending);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ServicesProvider
          value={{ repositories: {} as Repositories, callables: callables as StaffCallables }}
        >
          {children}
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
  return { client, ...renderHook(() => useStatusChange(), { wrapper }) };
}

const request = makeReservation({ id: 'p1', status: 'PENDING', restaurantId: 'r1' });
const other = makeReservation({ id: 'p2', status: 'PENDING', restaurantId: 'r1' });

describe('useStatusChange', () => {
  it('writes the new status into every cached list at once, the request leaving « À confirmer »', async () => {
    type Answer = { ok: true; emailQueued: boolean };
    let answer: (value: Answer) => void = () => undefined;
    const setReservationStatus = vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const { client, result } = setup(
      { setReservationStatus },
      { day: [request, other], pending: [request, other] },
    );
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.change(request, 'CANCELLED', { errorMessage: 'Erreur lors de la mise à jour' });
    });
    await act(async () => undefined);
    const day = client.getQueryData<Reservation[]>(reservationKeys.day('r1', '2026-11-24'));
    expect(day?.map((r) => r.status)).toEqual(['CANCELLED', 'PENDING']);
    expect(client.getQueryData<Reservation[]>(reservationKeys.pending('r1'))?.map((r) => r.id)).toEqual([
      'p2',
    ]);
    await act(async () => {
      answer({ ok: true, emailQueued: true });
      await done;
    });
    expect(setReservationStatus).toHaveBeenCalledWith({ reservationId: 'p1', status: 'CANCELLED' });
    expect(screen.getByText("Annulée ! Email d'annulation envoyé")).toBeTruthy();
  });

  it('names no e-mail when the server queued none (a phone-only booking): « Confirmée ! », « Annulée ! »', async () => {
    const setReservationStatus = vi.fn(async () => ({ ok: true as const, emailQueued: false }));
    const { result } = setup({ setReservationStatus });
    await act(async () => {
      await result.current.change(request, 'CONFIRMED', { errorMessage: 'Erreur lors de la confirmation' });
    });
    expect(screen.getByText('Confirmée !')).toBeTruthy();
    expect(screen.queryByText('Confirmée ! Email de confirmation envoyé')).toBeNull();
    await act(async () => {
      await result.current.change({ ...request, status: 'CONFIRMED' }, 'CANCELLED', {
        errorMessage: 'Erreur lors de la mise à jour',
      });
    });
    expect(screen.getByText('Annulée !')).toBeTruthy();
    expect(screen.queryByText("Annulée ! Email d'annulation envoyé")).toBeNull();
  });

  it('puts the lists back and shows the error on failure', async () => {
    const setReservationStatus = vi.fn(async () => {
      throw Object.assign(new Error('internal'), { code: 'functions/internal' });
    });
    const { client, result } = setup({ setReservationStatus }, { pending: [request] });
    let ok = true;
    await act(async () => {
      ok = await result.current.change(request, 'CONFIRMED', {
        errorMessage: 'Erreur lors de la mise à jour',
      });
    });
    expect(ok).toBe(false);
    expect(client.getQueryData<Reservation[]>(reservationKeys.pending('r1'))).toEqual([request]);
    expect(screen.getByRole('alert').textContent).toContain('Erreur lors de la mise à jour');
  });

  it("shows the server's reason when a status comes too early", async () => {
    const setReservationStatus = vi.fn(async () => {
      throw Object.assign(
        new Error("Une réservation ne peut être installée ou terminée qu'à partir de son jour."),
        { code: 'functions/failed-precondition' },
      );
    });
    const { result } = setup({ setReservationStatus });
    await act(async () => {
      await result.current.change({ ...request, status: 'CONFIRMED' }, 'SEATED', {
        errorMessage: 'Erreur lors du changement de statut',
      });
    });
    expect(screen.getByRole('alert').textContent).toContain(
      "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
    );
  });

  it('offers to undo a confirmation from its toast, as after a refusal', async () => {
    const setReservationStatus = vi.fn(async () => ({
      ok: true as const,
      emailQueued: true,
      undoUntil: '2026-11-22T10:00:30.000Z',
    }));
    const undoConfirmation = vi.fn(async () => ({ ok: true as const, mailWithdrawn: true }));
    const { result } = setup({ setReservationStatus, undoConfirmation });
    await act(async () => {
      await result.current.change(request, 'CONFIRMED', { errorMessage: 'Erreur lors de la confirmation' });
    });
    expect(screen.getByText('Confirmée ! Email de confirmation envoyé')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Annuler la confirmation' }));
    });
    expect(undoConfirmation).toHaveBeenCalledWith({ reservationId: 'p1' });
    expect(await screen.findByText('Confirmation annulée')).toBeTruthy();
  });
});
