import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { ReservationDetailModal } from './reservation-detail-modal';

afterEach(cleanup);

const NOW = new Date('2026-11-22T10:00:00.000Z');

function renderModal(status: 'SEATED' | 'CONFIRMED') {
  const onSave = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ServicesProvider value={{ repositories: {} as Repositories, callables: {} as StaffCallables }}>
          <ReservationDetailModal
            reservation={makeReservation({ status, createdBy: '' })}
            currentUid="me"
            onSave={onSave}
            onClose={() => undefined}
            now={NOW}
          />
        </ServicesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSave;
}

describe('ReservationDetailModal', () => {
  it('will not move a seated booking to a later day, and says why', () => {
    const onSave = renderModal('SEATED');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-29' } });
    expect(screen.getByTestId('status-timing-error').textContent).toBe(
      "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
    );
    const save = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-22' } });
    expect(screen.queryByTestId('status-timing-error')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('moves a confirmed booking to a later day', async () => {
    const onSave = renderModal('CONFIRMED');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-29' } });
    expect(screen.queryByTestId('status-timing-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  });
});
