import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartyStep } from './party-step';

afterEach(cleanup);

describe('PartyStep', () => {
  it('offers quick picks up to the maximum and clamps typed sizes', () => {
    const onChange = vi.fn();
    render(
      <PartyStep
        partySize={2}
        max={6}
        restaurantPhone="01 23 45 67 89"
        onChange={onChange}
        onContinue={() => undefined}
        onBack={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: '8' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '6' }));
    expect(onChange).toHaveBeenLastCalledWith(6);
    fireEvent.change(screen.getByLabelText('Nombre de personnes'), { target: { value: '40' } });
    expect(onChange).toHaveBeenLastCalledWith(6);
    fireEvent.change(screen.getByLabelText('Nombre de personnes'), { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('tells larger groups to phone once the maximum is reached', () => {
    render(
      <PartyStep
        partySize={6}
        max={6}
        restaurantPhone="0123456789"
        onChange={() => undefined}
        onContinue={() => undefined}
        onBack={() => undefined}
      />,
    );
    expect((screen.getByRole('button', { name: 'Une personne de plus' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/Pour un groupe de plus de 6 personnes/)).toBeTruthy();
    // The number as typed in the settings, shown in pairs, dialled in the international form (packages/domain).
    expect(screen.getByRole('link', { name: '01 23 45 67 89' }).getAttribute('href')).toBe(
      'tel:+33123456789',
    );
  });

  it('holds the party to the covers left at the chosen slot and says so', () => {
    const onChange = vi.fn();
    render(
      <PartyStep
        partySize={3}
        max={12}
        slot={{ time: '20:30', remaining: 3 }}
        restaurantPhone=""
        onChange={onChange}
        onContinue={() => undefined}
        onBack={() => undefined}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Il ne reste que 3 places à 20:30. Pour un groupe plus grand, choisissez un autre créneau.',
    );
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['2']);
    expect((screen.getByRole('button', { name: 'Une personne de plus' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Nombre de personnes'), { target: { value: '8' } });
    expect(onChange).toHaveBeenLastCalledWith(3);
    // The restaurant's own maximum still frames the advice to phone.
    expect(screen.getByText(/En ligne jusqu'à 12 personnes/)).toBeTruthy();
  });

  it('says nothing of the slot when it has at least the online maximum left', () => {
    render(
      <PartyStep
        partySize={2}
        max={8}
        slot={{ time: '12:00', remaining: 30 }}
        restaurantPhone=""
        onChange={() => undefined}
        onContinue={() => undefined}
        onBack={() => undefined}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: '8' })).toBeTruthy();
  });
});
