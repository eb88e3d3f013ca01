import { CustomerSchema } from '@app/domain';
import type { StaffCreateReservationInput } from '@app/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewReservationForm } from './new-reservation-form';

afterEach(cleanup);

const customers = [
  CustomerSchema.parse({
    id: 'lea@exemple.fr',
    name: 'Léa Bernard',
    firstName: 'Léa',
    lastName: 'Bernard',
    email: 'lea@exemple.fr',
    phone: '0611223344',
    createdAt: '2026-01-01T10:00:00.000Z',
  }),
];

function renderForm(onSubmit = vi.fn(async (_input: StaffCreateReservationInput) => undefined)) {
  render(
    <NewReservationForm
      restaurantId="r1"
      date="2026-11-22"
      today="2026-11-22"
      customers={customers}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return onSubmit;
}

describe('NewReservationForm', () => {
  it('gives the spec messages in order', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Créer la réservation' }));
    expect(screen.getByRole('alert').textContent).toBe('❌ Le nom du client est obligatoire');
    fireEvent.change(screen.getByLabelText(/^Nom\b/), { target: { value: 'Durand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer la réservation' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '❌ Veuillez fournir au moins un téléphone ou un email',
    );
    fireEvent.change(screen.getByLabelText(/^Téléphone/), { target: { value: '0600000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer la réservation' }));
    expect(screen.getByRole('alert').textContent).toBe("❌ L'heure de réservation est obligatoire");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the customer from a suggestion and submits a valid booking', async () => {
    const onSubmit = renderForm();
    const name = screen.getByLabelText(/^Nom\b/);
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Be' } });
    fireEvent.click(screen.getByRole('button', { name: /Léa Bernard/ }));
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('lea@exemple.fr');
    fireEvent.change(screen.getByLabelText(/^Heure/), { target: { value: '19:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Une personne de plus' }));
    const phone = screen.getByLabelText(/^Téléphone/) as HTMLInputElement;
    const suggested = phone.value;
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer la réservation' }));
    expect(screen.getByRole('alert').textContent).toBe('Numéro de téléphone invalide');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(phone, { target: { value: suggested } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer la réservation' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      restaurantId: 'r1',
      customerLastName: 'Bernard',
      customerFirstName: 'Léa',
      customerPhone: '+33611223344', // the customer's '0611223344', sent in the E.164 form stored
      date: '2026-11-22',
      time: '19:30',
      partySize: 3,
    });
  });
});
