import { ToastProvider } from '@app/ui';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../lib/callables';
import type { Repositories } from '../lib/data';
import { ServicesProvider } from '../lib/services-context';
import { useStatusChange } from './use-status-change';

afterEach(cleanup);

function setup(setReservationStatus: StaffCallables['setReservationStatus']) {
  const callables = { setReservationStatus } as StaffCallables;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastProvider>
      <ServicesProvider value={{ repositories: {} as Repositories, callables }}>{children}</ServicesProvider>
    </ToastProvider>
  );
  return renderHook(() => useStatusChange(), { wrapper });
}

describe('useStatusChange', () => {
  it('cancels a pending booking as a cancellation: no invented reason, the cancellation toast', async () => {
    const call = vi.fn(async () => ({ ok: true }));
    const { result } = setup(call);
    await act(async () => {
      await result.current.change({ id: 'r1', status: 'PENDING' }, 'CANCELLED', {
        errorMessage: 'Erreur lors de la mise à jour',
      });
    });
    expect(call).toHaveBeenCalledWith({ reservationId: 'r1', status: 'CANCELLED' });
    expect(screen.getByText("Annulée ! Email d'annulation envoyé")).toBeTruthy();
    expect(result.current.overrides).toEqual({ r1: 'CANCELLED' });
  });

  it('drops the optimistic status and shows the error on failure', async () => {
    const call = vi.fn(async () => {
      throw Object.assign(new Error('internal'), { code: 'functions/internal' });
    });
    const { result } = setup(call);
    let ok = true;
    await act(async () => {
      ok = await result.current.change({ id: 'r2', status: 'CONFIRMED' }, 'SEATED', {
        errorMessage: 'Erreur lors de la mise à jour',
      });
    });
    expect(ok).toBe(false);
    expect(result.current.overrides).toEqual({});
    expect(screen.getByRole('alert').textContent).toContain('Erreur lors de la mise à jour');
  });

  it("shows the server's reason when a status comes too early", async () => {
    const call = vi.fn(async () => {
      throw Object.assign(
        new Error("Une réservation ne peut être installée ou terminée qu'à partir de son jour."),
        { code: 'functions/failed-precondition' },
      );
    });
    const { result } = setup(call);
    await act(async () => {
      await result.current.change({ id: 'r3', status: 'CONFIRMED' }, 'SEATED', {
        errorMessage: 'Erreur lors du changement de statut',
      });
    });
    expect(screen.getByRole('alert').textContent).toContain(
      "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
    );
  });
});
