import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toIsoDate } from '../../../lib/dates';
import { calendarDays, MonthCalendar } from './month-calendar';

afterEach(cleanup);

describe('calendarDays', () => {
  it('gives 6 weeks starting on the Monday before the 1st', () => {
    const days = calendarDays(new Date(2026, 10, 1));
    expect(days).toHaveLength(42);
    expect(toIsoDate(days[0] as Date)).toBe('2026-10-26');
    expect((days[0] as Date).getDay()).toBe(1);
    const december = calendarDays(new Date(2026, 11, 1));
    expect(toIsoDate(december[0] as Date)).toBe('2026-11-30');
    expect(toIsoDate(december[41] as Date)).toBe('2027-01-10');
    // A month starting on a Monday starts the grid.
    expect(toIsoDate(calendarDays(new Date(2027, 1, 1))[0] as Date)).toBe('2027-02-01');
  });
});

describe('MonthCalendar', () => {
  it('selects a day, jumps to today and closes', () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<MonthCalendar value="2026-11-22" today="2026-11-20" onSelect={onSelect} onClose={onClose} />);
    expect(screen.getByText('novembre 2026')).toBeTruthy();
    const headers = document.querySelectorAll('.calendar__weekday');
    expect(headers[0]?.textContent).toBe('lun.');
    expect(headers[6]?.textContent).toBe('dim.');
    expect(
      screen.getByRole('button', { name: 'dimanche 22 novembre 2026' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'jeudi 26 novembre 2026' }));
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-26');
    fireEvent.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-20');
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(screen.getByText('décembre 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the covers booked on each day and asks for a new month’s days', () => {
    const onDaysShown = vi.fn();
    render(
      <MonthCalendar
        value="2026-11-22"
        today="2026-11-20"
        onSelect={vi.fn()}
        onClose={vi.fn()}
        covers={{ '2026-11-22': 14, '2026-11-23': 1, '2026-11-24': 0 }}
        onDaysShown={onDaysShown}
      />,
    );
    expect(screen.getByRole('button', { name: 'dimanche 22 novembre 2026, 14 couverts' }).textContent).toBe(
      '2214',
    );
    expect(screen.getByRole('button', { name: 'lundi 23 novembre 2026, 1 couvert' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'mardi 24 novembre 2026' }).textContent).toBe('24');
    expect(onDaysShown).toHaveBeenCalledTimes(1);
    expect(onDaysShown.mock.calls[0]?.[0]).toHaveLength(42);
    expect(onDaysShown.mock.calls[0]?.[0][0]).toBe('2026-10-26');
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(onDaysShown).toHaveBeenCalledTimes(2);
    expect(onDaysShown.mock.calls[1]?.[0][0]).toBe('2026-11-30');
  });
});
