import { CalendarDate } from '@internationalized/date';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComboBox } from './combo-box';
import { DatePicker } from './date-picker';
import { Select } from './select';
import { Stepper } from './stepper';

afterEach(cleanup);

const rooms = [
  { id: 'salle', label: 'Salle' },
  { id: 'terrasse', label: 'Terrasse' },
  { id: 'bar', label: 'Bar' },
];

describe('DatePicker', () => {
  it('shows a French calendar whose weeks start on Monday', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Date de réservation" defaultValue={new CalendarDate(2026, 5, 14)} />);
    const group = screen.getByRole('group', { name: 'Date de réservation' });
    expect(group.textContent).toContain('14');
    await user.click(screen.getByRole('button', { name: /Ouvrir le calendrier/ }));
    const calendar = await screen.findByRole('grid');
    // The weekday initials (hidden from screen readers, which hear each day's full name) start on Monday.
    const initials = [...calendar.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(initials).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    const firstRow = within(calendar).getAllByRole('row')[0];
    if (!firstRow) throw new Error('no week');
    const [monday, , , , , , sunday] = within(firstRow).getAllByRole('gridcell');
    expect(monday?.querySelector('[aria-label]')?.getAttribute('aria-label')).toMatch(/^lundi 27 avril 2026/);
    expect(sunday?.querySelector('[aria-label]')?.getAttribute('aria-label')).toMatch(/^dimanche 3 mai 2026/);
    expect(screen.getByRole('heading', { name: /mai 2026/i })).toBeTruthy();
  });

  it('picks a day with the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<DatePicker label="Date" defaultValue={new CalendarDate(2026, 5, 14)} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Ouvrir le calendrier/ }));
    await screen.findByRole('grid');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 5, 15));
  });
});

describe('Stepper', () => {
  it('disables − at the minimum and + at the maximum', async () => {
    const user = userEvent.setup();
    render(<Stepper label="Couverts" defaultValue={1} minValue={1} maxValue={3} />);
    const input = screen.getByRole('textbox', { name: 'Couverts' });
    const minus = screen.getByRole('button', { name: 'Diminuer Couverts' });
    const plus = screen.getByRole('button', { name: 'Augmenter Couverts' });
    expect(minus.hasAttribute('disabled')).toBe(true);
    await user.click(plus);
    await user.click(plus);
    expect((input as HTMLInputElement).value).toBe('3');
    expect(plus.hasAttribute('disabled')).toBe(true);
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect((input as HTMLInputElement).value).toBe('2');
  });
});

describe('Select and ComboBox', () => {
  it('opens a labelled listbox and selects an option with the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Select label="Salle" options={rooms} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Salle/ });
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('terrasse');
  });

  it('names each option by its label, describes it by its line, and shows the label alone once chosen', async () => {
    const user = userEvent.setup();
    const roles = [
      { id: 'a', label: 'Direction', description: 'Tout gérer' },
      { id: 'b', label: 'Salle', description: 'Les réservations' },
    ];
    render(<Select label="Rôle" options={roles} defaultSelectedKey="a" />);
    const trigger = screen.getByRole('button', { name: /Rôle/ });
    expect(trigger.textContent).toBe('Direction');
    await user.click(trigger);
    const option = within(await screen.findByRole('listbox')).getByRole('option', { name: 'Salle' });
    const describedBy = option.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Les réservations',
    );
    await user.click(option);
    expect(trigger.textContent).toBe('Salle');
  });

  it('suggests the matching options as one types', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<ComboBox label="Zone" options={rooms} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Zone' });
    await user.type(input, 'ter');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Terrasse']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('terrasse');
    expect((input as HTMLInputElement).value).toBe('Terrasse');
  });
});
