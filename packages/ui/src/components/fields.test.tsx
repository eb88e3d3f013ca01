import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { Switch } from './switch';
import { TextField } from './text-field';

afterEach(cleanup);

/** The text of the elements an element's aria-describedby points to. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('TextField', () => {
  it('labels the input, links description and error with aria-describedby and marks it required', () => {
    render(
      <TextField
        label="Téléphone"
        description="Pour vous prévenir en cas de retard"
        errorMessage="Numéro de téléphone invalide"
        isInvalid
        isRequired
      />,
    );
    const input = screen.getByRole('textbox', { name: /Téléphone/ });
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toContain('Pour vous prévenir en cas de retard');
    expect(description(input)).toContain('Numéro de téléphone invalide');
  });

  it('shows no error while valid, and reports typed text', async () => {
    const onChange = vi.fn();
    render(<TextField label="Nom" errorMessage="Nom obligatoire" onChange={onChange} />);
    expect(screen.queryByText('Nom obligatoire')).toBeNull();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Nom' }), 'Marie');
    expect(onChange).toHaveBeenLastCalledWith('Marie');
  });
});

describe('Checkbox, Switch, RadioGroup', () => {
  it('toggles a checkbox and a switch with Space', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox>Accepte les e-mails</Checkbox>
        <Switch>Réservation en ligne</Switch>
      </>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Accepte les e-mails' });
    const toggle = screen.getByRole('switch', { name: 'Réservation en ligne' });
    await user.tab();
    expect(document.activeElement).toBe(checkbox);
    await user.keyboard(' ');
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('moves the choice of a radio group with the arrows', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="Service"
        defaultValue="midi"
        options={[
          { value: 'midi', label: 'Midi' },
          { value: 'soir', label: 'Soir' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Service' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Midi' }));
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Soir' }) as HTMLInputElement).checked).toBe(true);
  });
});
