import { DEFAULT_OPENING_HOURS, type OpeningHours } from '@app/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpeningHoursSection } from './opening-hours-section';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  // Tuesday 1 December 2026, 10:00 in Paris: the exceptions form starts on that date.
  vi.useFakeTimers({ now: new Date('2026-12-01T09:00:00.000Z'), toFake: ['Date'] });
});

let latest: OpeningHours;
function Harness() {
  const [hours, setHours] = useState<OpeningHours>(structuredClone(DEFAULT_OPENING_HOURS));
  latest = hours;
  return <OpeningHoursSection hours={hours} onChange={setHours} />;
}
const day = (name: string) => screen.getByRole('listitem', { name });

describe('OpeningHoursSection', () => {
  it('reads each day as services and writes an edited service back as slots', () => {
    render(<Harness />);
    const monday = day('Lundi');
    expect(
      within(monday).getByText('Midi 12:00–14:30 toutes les 15 min, 30 couverts par créneau'),
    ).toBeTruthy();
    expect(within(day('Dimanche')).getByText('Fermé toute la journée')).toBeTruthy();
    fireEvent.click(within(monday).getByRole('button', { name: 'Modifier Midi 12:00 le lundi' }));
    const form = within(monday).getByRole('form', { name: 'Modifier Midi le lundi' });
    fireEvent.change(within(form).getByLabelText('Fin le lundi'), { target: { value: '13:00' } });
    fireEvent.change(within(form).getByLabelText('Toutes les le lundi'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Couverts par créneau le lundi'), {
      target: { value: '12' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Valider le lundi' }));
    expect(
      within(monday).getByText('Midi 12:00–13:00 toutes les 30 min, 12 couverts par créneau'),
    ).toBeTruthy();
    expect(latest.monday.timeSlots.slice(0, 3)).toEqual([
      { time: '12:00', enabled: true, maxCapacity: 12 },
      { time: '12:30', enabled: true, maxCapacity: 12 },
      { time: '13:00', enabled: true, maxCapacity: 12 },
    ]);
    expect(latest.monday.timeSlots[3]?.time).toBe('19:00');
  });

  it('refuses a service overlapping another and keeps the day as it was', () => {
    render(<Harness />);
    const tuesday = day('Mardi');
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Ajouter un service le mardi' }));
    const form = within(tuesday).getByRole('form', { name: 'Nouveau service le mardi' });
    fireEvent.click(within(form).getByRole('button', { name: 'Valider le mardi' }));
    expect(within(form).getByRole('alert').textContent).toBe('Ce créneau existe déjà (19:00)');
    expect(latest.tuesday).toEqual(DEFAULT_OPENING_HOURS.tuesday);
  });

  it('adds a closure from today and removes it', () => {
    render(<Harness />);
    expect(screen.getByText('Aucune fermeture ni horaire exceptionnel à venir.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une exception' }));
    const form = screen.getByRole('form', { name: 'Nouvelle exception' });
    fireEvent.change(within(form).getByLabelText('Au (inclus)'), { target: { value: '2026-12-03' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Motif/ }), {
      target: { value: 'Inventaire' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter l’exception' }));
    const title = 'Fermé du mardi 1 décembre 2026 au jeudi 3 décembre 2026';
    expect(screen.getByText(title)).toBeTruthy();
    expect(latest.exceptions).toEqual([
      { kind: 'closed', from: '2026-12-01', to: '2026-12-03', reason: 'Inventaire' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: `Retirer : ${title}` }));
    expect(latest.exceptions).toEqual([]);
  });
});
