import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExplainAvailabilityResult, StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { DaySlotPressure } from './day-slot-pressure';

const DAY = '2026-11-24';

const slot = (time: string, remaining: number, headline: string, lines: string[], closed = false) => ({
  explanation: {
    ...{ time, service: 'dinner' as const, mode: 'covers' as const, passed: false, dateClosed: false },
    ...{ closedBy: closed ? { by: 'Marie D.' } : null, coversBooked: 30 - remaining, coversPending: 0 },
    ...{ capacity: 30, remaining, seatableSizes: [], decision: null },
  },
  text: { headline, open: !closed && remaining > 0, lines },
});

function renderSection(
  explainAvailability: (input: { partySize?: number }) => Promise<ExplainAvailabilityResult>,
) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServicesProvider
        value={{
          repositories: {} as Repositories,
          callables: { explainAvailability } as unknown as StaffCallables,
        }}
      >
        <DaySlotPressure restaurantId="r1" date={DAY} dayVersion="v1" />
      </ServicesProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('DaySlotPressure', () => {
  it('lists the full, nearly-full and closed slots, each explained behind « Pourquoi complet ? »', async () => {
    const explain = vi.fn(async () => ({
      mode: 'covers' as const,
      maxOnlineReservation: 8,
      slots: [
        slot('19:30', 25, 'En ligne : 25 couverts restants', []),
        slot('20:00', 0, 'Complet en ligne', [
          '26 couverts réservés sur 30',
          '4 couverts en attente de confirmation',
        ]),
        slot('20:15', 4, 'En ligne : 4 couverts restants', ['26 couverts réservés sur 30']),
        slot('21:00', 30, 'Fermé par Marie D. le 22/11 à 11:00', [], true),
      ],
    }));
    renderSection(explain);
    const why = await screen.findByRole('button', { name: 'Pourquoi complet ? 20:00' });
    expect(screen.getByRole('button', { name: 'Pourquoi complet ? 20:15' })).toBeTruthy();
    expect(screen.getByText('Fermé par Marie D. le 22/11 à 11:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pourquoi complet ? 19:30' })).toBeNull();
    expect(why.getAttribute('aria-controls')).toBe(screen.getByTestId('slot-why-20:00').id);
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('slot-why-20:00').textContent).toContain(
      '4 couverts en attente de confirmation',
    );
    fireEvent.click(why);
    expect(screen.getByTestId('slot-why-20:00').hidden).toBe(true);
    // « Par couverts » the party changes nothing; the server reads it only « Par tables ».
    expect(explain).toHaveBeenCalledWith({ restaurantId: 'r1', date: DAY, partySize: 2 });
    expect(screen.queryByRole('button', { name: /Expliquer pour/ })).toBeNull();
  });

  it('says when no slot is full, and offers to read again when the read fails', async () => {
    renderSection(async () => ({
      mode: 'covers',
      maxOnlineReservation: 8,
      slots: [slot('19:30', 25, '', [])],
    }));
    expect(await screen.findByText('Aucun créneau complet ou presque ce jour-là')).toBeTruthy();
    cleanup();
    renderSection(async () => Promise.reject(new Error('hors ligne')));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Impossible de lire les créneaux du jour',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('« Par tables »: explains for the party staff choose', async () => {
    const explain = vi.fn(async (input: { partySize?: number }) => ({
      mode: 'tables' as const,
      maxOnlineReservation: 6,
      slots: [
        {
          ...slot('20:00', 0, 'En ligne : 1 à 2 personnes', [`Pour ${input.partySize} personnes`]),
          explanation: {
            ...slot('20:00', 0, '', []).explanation,
            mode: 'tables' as const,
            seatableSizes: [1, 2],
          },
        },
      ],
    }));
    renderSection(explain);
    await screen.findByRole('button', { name: 'Pourquoi complet ? 20:00' });
    expect(explain).toHaveBeenLastCalledWith({ restaurantId: 'r1', date: DAY, partySize: 2 });
    fireEvent.click(screen.getByRole('button', { name: /Expliquer pour/ }));
    fireEvent.click(await screen.findByRole('option', { name: '4 personnes' }));
    await waitFor(() =>
      expect(explain).toHaveBeenLastCalledWith({ restaurantId: 'r1', date: DAY, partySize: 4 }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('slot-why-20:00').textContent).toContain('Pour 4 personnes'),
    );
  });
});
