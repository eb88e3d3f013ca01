import { DEFAULT_RESTAURANT_SETTINGS, GPS_POSITION_INVALID } from '@app/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingParamsSection } from './booking-params-section';

afterEach(cleanup);

type Settings = Parameters<typeof BookingParamsSection>[0]['settings'];

function Harness({ onChange }: { onChange: (settings: Settings, text: string) => void }) {
  const [settings, setSettings] = useState<Settings>({ ...DEFAULT_RESTAURANT_SETTINGS });
  const [text, setText] = useState('');
  return (
    <BookingParamsSection
      settings={settings}
      locationText={text}
      errors={{}}
      locationError={text === 'Paris' ? GPS_POSITION_INVALID : undefined}
      onChange={(patch) => {
        const next = { ...settings, ...patch };
        setSettings(next);
        onChange(next, text);
      }}
      onLocationTextChange={(value) => {
        setText(value);
        onChange(settings, value);
      }}
    />
  );
}

describe('BookingParamsSection: reminder, other venues, position', () => {
  it('chooses the reminder delay, turns the other venues off and types a position', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const reminder = screen.getByRole('button', { name: /Rappel par e-mail avant la réservation/ });
    expect(reminder.textContent).toContain('24 heures avant');
    fireEvent.click(reminder);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pas de rappel',
      '2 heures avant',
      '24 heures avant',
      '48 heures avant',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Pas de rappel' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ reminderHours: 0 }), '');

    const venues = screen.getByRole('checkbox', {
      name: 'Proposer nos autres restaurants quand un créneau est complet',
    }) as HTMLInputElement;
    expect(venues.checked).toBe(true);
    fireEvent.click(venues);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ suggestSisterVenues: false }), '');

    const position = screen.getByRole('textbox', { name: 'Position GPS (latitude, longitude)' });
    expect(
      screen.getByText('Pour indiquer la distance entre vos restaurants. Exemple : 48.8708, 2.3316'),
    ).toBeTruthy();
    fireEvent.change(position, { target: { value: '48.8708, 2.3316' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), '48.8708, 2.3316');
  });

  it('shows the position refusal under the field', () => {
    render(<Harness onChange={() => undefined} />);
    const position = screen.getByRole('textbox', { name: 'Position GPS (latitude, longitude)' });
    fireEvent.change(position, { target: { value: 'Paris' } });
    expect(screen.getByText(GPS_POSITION_INVALID)).toBeTruthy();
    expect(position.getAttribute('aria-invalid')).toBe('true');
  });
});
