import { DEFAULT_OPENING_HOURS } from '@app/domain';
import type { ClosedTimeSlots } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExplainAvailabilityResult, StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { SlotManagerModal } from './slot-manager-modal';

/** A Monday: the default week opens it, dinner 19:00 to 22:30. */
const DATE = '2026-11-23';

/** The closed-slots read held by the test: `deliver` plays the live read, `fail` its failure. */
function fakeBackend(
  explain: (input: { partySize?: number }) => ExplainAvailabilityResult = () => EXPLAINED,
  availabilityMode?: 'covers' | 'tables',
) {
  const live: { next?: (value: ClosedTimeSlots) => void; error?: (e: Error) => void } = {};
  const setClosedSlots = vi.fn(async () => ({}));
  const explainAvailability = vi.fn(
    async (input: { partySize?: number }): Promise<ExplainAvailabilityResult> => explain(input),
  );
  const repositories = {
    restaurants: {
      getSettings: async () => ({ openingHours: DEFAULT_OPENING_HOURS, availabilityMode }),
      getById: async () => null,
    },
    closedSlots: {
      watch: (_input: unknown, next: (value: ClosedTimeSlots) => void, error: (e: Error) => void) => {
        live.next = next;
        live.error = error;
        return () => undefined;
      },
    },
  } as unknown as Repositories;
  const deliver = (dinner: string[]) =>
    act(() => live.next?.({ restaurantId: 'r1', date: DATE, lunch: [], dinner } as ClosedTimeSlots));
  const fail = () => act(() => live.error?.(new Error('hors ligne')));
  return { repositories, setClosedSlots, explainAvailability, deliver, fail };
}

async function renderModal(backend: ReturnType<typeof fakeBackend>) {
  const { setClosedSlots, explainAvailability } = backend;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ServicesProvider
          value={{
            repositories: backend.repositories,
            callables: { setClosedSlots, explainAvailability } as unknown as StaffCallables,
          }}
        >
          <SlotManagerModal restaurantId="r1" service="dinner" date={DATE} onClose={vi.fn()} />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  await act(async () => undefined);
}

const explained = (time: string, open: boolean, remaining: number, headline: string, lines: string[]) => ({
  explanation: {
    ...{ time, service: 'dinner' as const, mode: 'covers' as const, passed: false, dateClosed: false },
    ...{ closedBy: null, coversBooked: 30 - remaining, coversPending: 0, capacity: 30, remaining },
    ...{ seatableSizes: [], decision: null },
  },
  text: { headline, open, lines },
});
/** 20:00 full, 20:15 with room: only the full one says why. */
const EXPLAINED: ExplainAvailabilityResult = {
  mode: 'covers',
  maxOnlineReservation: 8,
  slots: [
    explained('20:00', false, 0, 'Complet en ligne', ['30 couverts réservés sur 30']),
    explained('20:15', true, 20, 'En ligne : 20 couverts restants', ['10 couverts réservés sur 30']),
  ],
};

const slot = (time: string) => screen.getByRole('switch', { name: `Créneau ${time}` });

afterEach(cleanup);

describe('SlotManagerModal', () => {
  it('offers no switch until the closed slots of the date have been read', async () => {
    const backend = fakeBackend();
    await renderModal(backend);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    backend.deliver(['19:00']);
    expect(slot('19:00').textContent).toBe('Fermé');
    expect(slot('19:15').textContent).toBe('Ouvert');
    // « Par couverts » each slot shows its covers.
    expect(slot('19:15').closest('li')?.textContent).toMatch(/\d+ couverts/);
  });

  it('builds a second change on the first one saved, before the live read catches up', async () => {
    const backend = fakeBackend();
    await renderModal(backend);
    backend.deliver(['19:00']);
    fireEvent.click(slot('22:30'));
    await act(async () => undefined);
    expect(backend.setClosedSlots).toHaveBeenLastCalledWith({
      restaurantId: 'r1',
      date: DATE,
      lunch: [],
      dinner: ['19:00', '22:30'],
    });
    expect(slot('22:30').textContent).toBe('Fermé');

    // The live read has not delivered yet: reopening 19:00 must keep 22:30 closed.
    fireEvent.click(slot('19:00'));
    await act(async () => undefined);
    expect(backend.setClosedSlots).toHaveBeenLastCalledWith({
      restaurantId: 'r1',
      date: DATE,
      lunch: [],
      dinner: ['22:30'],
    });

    // What the server holds wins once it arrives (another desk may have changed it meanwhile).
    backend.deliver(['22:30', '22:15']);
    expect(slot('22:15').textContent).toBe('Fermé');
    expect(slot('19:00').textContent).toBe('Ouvert');
  });

  it('says so and writes nothing when the closed slots cannot be read', async () => {
    const backend = fakeBackend();
    await renderModal(backend);
    backend.fail();
    expect(screen.getByRole('alert').textContent).toBe("Erreur d'accès aux données. Veuillez réessayer.");
    expect((slot('19:00') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(slot('19:00'));
    expect(backend.setClosedSlots).not.toHaveBeenCalled();
  });

  it('says why a full slot is full, behind a disclosure, and nothing on a slot with room', async () => {
    const backend = fakeBackend();
    await renderModal(backend);
    backend.deliver([]);
    const why = await screen.findByRole('button', { name: 'Pourquoi complet ? 20:00' });
    expect(screen.queryByRole('button', { name: 'Pourquoi complet ? 20:15' })).toBeNull();
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('slot-why-20:00').hidden).toBe(true);
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByTestId('slot-why-20:00');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('30 couverts réservés sur 30');
    expect(backend.explainAvailability).toHaveBeenCalledWith({
      restaurantId: 'r1',
      date: DATE,
      partySize: 2,
    });
    // « Par couverts » the party changes nothing: staff are not asked for one.
    expect(screen.queryByRole('button', { name: /Expliquer pour/ })).toBeNull();
  });

  it('« Par tables »: no slot shows a covers figure, which does not apply there (issue 48, defect 16)', async () => {
    const backend = fakeBackend(() => ({ ...EXPLAINED, mode: 'tables' }), 'tables');
    await renderModal(backend);
    backend.deliver([]);
    expect(slot('19:15').textContent).toBe('Ouvert');
    expect(screen.getByRole('list').textContent).not.toMatch(/couvert/);
  });

  it('« Par tables »: explains for the party size staff choose, up to the online maximum', async () => {
    // 20:00 seats parties of 1 to 2 online; what fills it and what would open it depend on the party asked.
    const backend = fakeBackend(({ partySize }) => ({
      mode: 'tables',
      maxOnlineReservation: 6,
      slots: [
        {
          ...explained('20:00', true, 0, 'En ligne : 1 à 2 personnes', [
            `Aucune table en ligne libre pour ${partySize} personnes`,
          ]),
          explanation: {
            ...explained('20:00', true, 0, '', []).explanation,
            mode: 'tables' as const,
            seatableSizes: [1, 2],
          },
        },
      ],
    }));
    await renderModal(backend);
    backend.deliver([]);
    const choice = await screen.findByRole('button', { name: /Expliquer pour/ });
    expect(choice.textContent).toContain('2 personnes');
    expect(backend.explainAvailability).toHaveBeenLastCalledWith({
      restaurantId: 'r1',
      date: DATE,
      partySize: 2,
    });
    // The sizes offered stop at the venue's online maximum.
    fireEvent.click(choice);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1 personne',
      '2 personnes',
      '3 personnes',
      '4 personnes',
      '5 personnes',
      '6 personnes',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '4 personnes' }));
    await waitFor(() =>
      expect(backend.explainAvailability).toHaveBeenLastCalledWith({
        restaurantId: 'r1',
        date: DATE,
        partySize: 4,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pourquoi complet ? 20:00' }));
    await waitFor(() =>
      expect(screen.getByTestId('slot-why-20:00').textContent).toContain(
        'Aucune table en ligne libre pour 4 personnes',
      ),
    );
  });
});
