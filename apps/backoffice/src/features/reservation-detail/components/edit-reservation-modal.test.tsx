import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReservation } from '../../../test/make-reservation';
import { EditReservationModal } from './edit-reservation-modal';

afterEach(cleanup);

/** 11:00 in Paris on the day of makeReservation's booking (2026-11-22 at 12:30). */
const NOW = new Date('2026-11-22T10:00:00.000Z');

function renderModal(
  onSave = vi.fn(async (_form: unknown, _status: unknown) => undefined),
  overrides: Parameters<typeof makeReservation>[0] = {},
) {
  render(
    <EditReservationModal
      reservation={makeReservation({ partySize: 4, ...overrides })}
      currentUid="me"
      creatorName="Claire"
      onSave={onSave}
      onClose={() => undefined}
      now={NOW}
    />,
  );
  return onSave;
}

const option = (label: string) => screen.getByRole('option', { name: label }) as HTMLOptionElement;

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

  it('disables seat, complete and no-show on a booking of next week, with the reasons under the list', () => {
    renderModal(undefined, { date: '2026-11-29' });
    expect(option('Installée').disabled).toBe(true);
    expect(option('Terminée').disabled).toBe(true);
    expect(option('No-show').disabled).toBe(true);
    expect(option('Annulée').disabled).toBe(false);
    expect(option('Confirmée').disabled).toBe(false);
    const hint = screen.getByTestId('status-hint');
    expect(hint.textContent).toContain(
      "Installée, Terminée : Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
    );
    expect(hint.textContent).toContain(
      "No-show : Une réservation ne peut être marquée no-show qu'à partir de son heure.",
    );
    expect(screen.getByLabelText('Statut').getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('follows the date being typed: on the day seating is offered, no-show only from the time', () => {
    renderModal(undefined, { date: '2026-11-29' });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-22' } });
    expect(option('Installée').disabled).toBe(false);
    expect(option('No-show').disabled).toBe(true);
  });

  it('will not save a seated booking moved to a later day', async () => {
    const onSave = renderModal(undefined, { status: 'SEATED' });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-29' } });
    expect(screen.getByRole('alert').textContent).toBe(
      "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
    );
    const save = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'CONFIRMED' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[1]).toBe('CONFIRMED');
  });
});
