import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReservation } from '../../../test/make-reservation';
import { EditReservationModal } from './edit-reservation-modal';

afterEach(cleanup);

function renderModal(onSave = vi.fn(async (_form: unknown, _status: unknown) => undefined)) {
  render(
    <EditReservationModal
      reservation={makeReservation({ partySize: 4 })}
      currentUid="me"
      creatorName="Claire"
      onSave={onSave}
      onClose={() => undefined}
    />,
  );
  return onSave;
}

describe('EditReservationModal', () => {
  it("disables save with 'Email invalide' while the e-mail fails the basic pattern", () => {
    renderModal();
    fireEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'marie@exemple' } });
    const save = screen.getByRole('button', { name: 'Email invalide' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe("Format d'email invalide");
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: '' } });
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a party size above 200 and saves a valid form with the chosen status', async () => {
    const onSave = renderModal();
    fireEvent.change(screen.getByLabelText(/^Nombre de personnes/), { target: { value: '201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Le nombre de personnes doit être compris entre 1 et 200',
    );
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Nombre de personnes/), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'SEATED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({ partySize: 6, customerLastName: 'Dupont' }),
      'SEATED',
    ]);
  });
});
