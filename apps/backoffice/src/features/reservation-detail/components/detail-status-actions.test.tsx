import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { DetailStatusActions } from './detail-status-actions';

afterEach(cleanup);

function renderActions(overrides: Parameters<typeof makeReservation>[0]) {
  const setReservationStatus = vi.fn(async () => ({ ok: true as const, emailQueued: true }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <ServicesProvider
          value={{
            repositories: {} as Repositories,
            callables: { setReservationStatus } as unknown as StaffCallables,
          }}
        >
          <DetailStatusActions reservation={makeReservation(overrides)} />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { setReservationStatus };
}

describe('DetailStatusActions (issue 36, bug 9)', () => {
  it('names a confirmed booking « Confirmée », never « Bon », and offers the day list’s actions', () => {
    renderActions({ status: 'CONFIRMED', date: '2099-06-01', time: '20:00' });
    expect(screen.getByRole('button', { name: 'Changer le statut : Confirmée' }).textContent).toBe(
      'Confirmée',
    );
    expect(screen.queryByText('Bon')).toBeNull();
    const seat = screen.getByRole('button', { name: 'Installer · À partir du 01/06' });
    expect(seat.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Annuler' }).hasAttribute('disabled')).toBe(false);
  });

  it('confirms a request from its page, and its « Refuser » is neutral', async () => {
    const { setReservationStatus } = renderActions({ id: 'p1', status: 'PENDING' });
    expect(screen.getByRole('button', { name: 'Refuser' }).className).toContain('ui-button--secondary');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    });
    expect(setReservationStatus).toHaveBeenCalledWith({ reservationId: 'p1', status: 'CONFIRMED' });
  });

  it('shows an archived booking without any action', () => {
    renderActions({ status: 'COMPLETED', archived: true });
    expect(screen.queryByRole('group', { name: 'Actions sur la réservation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Changer le statut/ })).toBeNull();
  });
});
