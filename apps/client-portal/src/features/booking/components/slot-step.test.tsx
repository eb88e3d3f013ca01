import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Availability, Slot } from '../api/booking-types';
import { SlotStep } from './slot-step';

afterEach(cleanup);

const base = {
  date: '2026-12-02',
  isPending: false,
  isError: false,
  selected: '',
  restaurantPhone: '01 42 68 00 12',
  onPick: () => undefined,
  onPickNext: () => undefined,
  onRetry: () => undefined,
  onBack: () => undefined,
};

const slot = (time: string, status: Slot['status'], remaining = 30): Slot => ({
  time,
  service: time < '15:00' ? 'lunch' : 'dinner',
  available: status === 'available',
  status,
  remaining,
});

const day = (slots: Slot[], extra: Partial<Availability> = {}): Availability => ({
  date: '2026-12-02',
  closed: slots.length === 0,
  maxPartySize: 12,
  cutoffHours: 2,
  slots,
  nextAvailability: null,
  ...extra,
});

describe('SlotStep', () => {
  it('groups slots by service and marks full ones "Complet" (disabled where no panel can open, as in the next availability)', () => {
    const onPick = vi.fn();
    render(
      <SlotStep
        {...base}
        onPick={onPick}
        availability={day([
          slot('12:00', 'available'),
          slot('12:15', 'full', 0),
          slot('19:00', 'available', 4),
        ])}
      />,
    );
    expect(screen.getByRole('group', { name: 'Déjeuner' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Dîner' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Autres créneaux' })).toBeNull();
    const full = screen.getByRole('button', { name: '12:15 — Complet' }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '19:00' }));
    expect(onPick).toHaveBeenCalledWith('19:00');
  });

  it('shows passed slots « Passé », disabled and unlike full ones, and says the booking delay', () => {
    render(
      <SlotStep
        {...base}
        availability={day([
          slot('19:00', 'passed', 24),
          slot('21:30', 'passed', 30),
          slot('21:45', 'available'),
          slot('22:00', 'closed'),
        ])}
      />,
    );
    const passed = screen.getByRole('button', { name: '19:00 — Passé' }) as HTMLButtonElement;
    expect(passed.disabled).toBe(true);
    expect(passed.querySelector('.slot__full')?.textContent).toBe('Passé');
    expect(passed.className).toContain('slot--passed');
    expect(screen.queryByRole('button', { name: /19:00 — Complet/ })).toBeNull();
    expect(
      (screen.getByRole('button', { name: '22:00 — Complet' }) as HTMLButtonElement).className,
    ).not.toContain('slot--passed');
    expect(screen.getByText("Réservation en ligne au moins 2 heures à l'avance.")).toBeTruthy();
  });

  it('offers the next availability when the day has only passed and full slots; one tap picks date and time', () => {
    const onPickNext = vi.fn();
    render(
      <SlotStep
        {...base}
        onPickNext={onPickNext}
        availability={day([slot('19:00', 'passed'), slot('22:30', 'full', 0)], {
          nextAvailability: {
            date: '2026-12-03',
            slots: [slot('12:00', 'available'), slot('19:30', 'available')],
          },
        })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Plus aucune table disponible en ligne ce jour-là.');
    expect(screen.queryByRole('button', { name: /19:00 — Passé/ })).toBeNull();
    const offer = screen.getByTestId('next-availability');
    expect(
      screen.getByRole('heading', { name: 'Prochaine disponibilité : jeudi 3 décembre 2026' }),
    ).toBeTruthy();
    expect(offer.querySelectorAll('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '19:30, jeudi 3 décembre 2026' }));
    expect(onPickNext).toHaveBeenCalledWith('2026-12-03', '19:30');
  });

  it('says the restaurant is closed, with the next availability, or its phone when none is near', () => {
    const { rerender } = render(
      <SlotStep
        {...base}
        availability={day([], {
          nextAvailability: { date: '2026-12-07', slots: [slot('12:00', 'available')] },
        })}
      />,
    );
    expect(screen.getByText('Restaurant fermé ce jour-là')).toBeTruthy();
    expect(screen.getByRole('button', { name: '12:00, lundi 7 décembre 2026' })).toBeTruthy();
    rerender(<SlotStep {...base} availability={day([])} />);
    expect(screen.getByText(/Aucune disponibilité en ligne dans les 60 prochains jours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '01 42 68 00 12' }).getAttribute('href')).toBe(
      'tel:+33142680012',
    );
  });

  it('shows the server refusal so the diner picks another slot', () => {
    render(<SlotStep {...base} refusal="Créneau plus disponible" availability={undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Créneau plus disponible');
  });
});
