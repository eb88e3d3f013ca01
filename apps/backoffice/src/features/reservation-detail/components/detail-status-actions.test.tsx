import { DEFAULT_LOYALTY_CONFIG } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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
            repositories: {
              loyalty: { getConfig: async () => DEFAULT_LOYALTY_CONFIG },
            } as unknown as Repositories,
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

  it('completes from the status menu with the bill typed in « Terminer la réservation », refusing a bill typed wrong', async () => {
    const { setReservationStatus } = renderActions({ id: 's1', status: 'SEATED', date: '2020-01-01' });
    fireEvent.click(screen.getByRole('button', { name: /Changer le statut/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Terminée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer la réservation' });
    const field = screen.getByLabelText(/Addition/);
    fireEvent.change(field, { target: { value: '86,505' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    expect(
      await screen.findByText('Le montant ne peut avoir que deux chiffres après la virgule'),
    ).toBeTruthy();
    expect(setReservationStatus).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '86,50' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    });
    expect(setReservationStatus).toHaveBeenCalledWith({
      reservationId: 's1',
      status: 'COMPLETED',
      amountSpent: 86.5,
    });
  });

  it('completes without a bill when the field is left blank', async () => {
    const { setReservationStatus } = renderActions({ id: 's2', status: 'SEATED', date: '2020-01-01' });
    fireEvent.click(screen.getByRole('button', { name: /Changer le statut/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Terminée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer la réservation' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer' }));
    });
    expect(setReservationStatus).toHaveBeenCalledWith({ reservationId: 's2', status: 'COMPLETED' });
  });

  it('asks before « Installer » takes a completed booking back, saying what it takes back (issue 48, defect 1)', async () => {
    const { setReservationStatus } = renderActions({
      id: 'c1',
      status: 'COMPLETED',
      date: '2020-01-01',
      amountSpent: 86.5,
      billCredit: { amount: 86.5, covers: 2, points: 8.6, revision: 1 },
      statusCredit: { reservation_completed: { points: 5, counted: 1, revision: 1 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Installer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revenir sur « Terminée » ?' });
    expect(setReservationStatus).not.toHaveBeenCalled();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(items).toEqual([
      'les 5,0 points de la visite et la visite comptée',
      'l’addition de 86,50 € et ses 8,6 points',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder « Terminée »' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(setReservationStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'No-show' }));
    const again = await screen.findByRole('alertdialog', { name: 'Revenir sur « Terminée » ?' });
    expect(within(again).getByText('puis retire 50,0 points pour le no-show')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Passer à « No-show »' }));
    });
    expect(setReservationStatus).toHaveBeenCalledWith({ reservationId: 'c1', status: 'NO_SHOW' });
  });

  it('shows an archived booking without any action', () => {
    renderActions({ status: 'COMPLETED', archived: true });
    expect(screen.queryByRole('group', { name: 'Actions sur la réservation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Changer le statut/ })).toBeNull();
  });
});
