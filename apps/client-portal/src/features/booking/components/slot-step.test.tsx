import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotStep } from './slot-step';

afterEach(cleanup);

const base = {
  date: '2026-12-02',
  isPending: false,
  isError: false,
  selected: '',
  onRetry: () => undefined,
  onBack: () => undefined,
};

describe('SlotStep', () => {
  it('groups slots by service and marks full ones "Complet"', () => {
    const onPick = vi.fn();
    render(
      <SlotStep
        {...base}
        onPick={onPick}
        availability={{
          date: '2026-12-02',
          closed: false,
          maxPartySize: 12,
          slots: [
            { time: '12:00', service: 'lunch', available: true, remaining: 30 },
            { time: '12:15', service: 'lunch', available: false, remaining: 0 },
            { time: '19:00', service: 'dinner', available: true, remaining: 4 },
          ],
        }}
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

  it('says the restaurant is closed when there is no slot', () => {
    render(
      <SlotStep
        {...base}
        onPick={() => undefined}
        availability={{ date: '2026-12-06', closed: true, maxPartySize: 12, slots: [] }}
      />,
    );
    expect(screen.getByText('Restaurant fermé ce jour-là')).toBeTruthy();
  });

  it('shows the server refusal so the diner picks another slot', () => {
    render(
      <SlotStep
        {...base}
        refusal="Créneau plus disponible"
        onPick={() => undefined}
        availability={undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Créneau plus disponible');
  });
});
