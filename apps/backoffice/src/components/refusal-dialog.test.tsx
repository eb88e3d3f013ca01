import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReservation } from '../test/make-reservation';
import { RefusalDialog } from './refusal-dialog';

afterEach(cleanup);

describe('RefusalDialog', () => {
  it('refuses for the chosen reason, e-mailing the guest unless unticked', () => {
    const onConfirm = vi.fn();
    render(
      <RefusalDialog
        reservation={makeReservation({ customerEmail: 'lea@exemple.fr', partySize: 8 })}
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Refuser la demande' })).toBeTruthy();
    // « Complet » is chosen first, and the guest's e-mail sentence is shown.
    expect(screen.getByText('« Le restaurant est complet pour ce créneau. »')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Groupe trop important' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prévenir le client par e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la demande' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'group_too_large', notifyCustomer: false });
  });

  it('asks for the text of « Autre » before refusing', () => {
    const onConfirm = vi.fn();
    render(
      <RefusalDialog
        reservation={makeReservation({ customerEmail: 'lea@exemple.fr' })}
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Autre' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la demande' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Veuillez préciser le motif du refus.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Motif à indiquer au client/ }), {
      target: { value: '  Privatisation de la salle  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la demande' }));
    expect(onConfirm).toHaveBeenCalledWith({
      reason: 'other',
      otherText: 'Privatisation de la salle',
      notifyCustomer: true,
    });
  });
});
