import { CallableError } from '@app/data/functions-client';
import { MESSAGES } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability, BookingDetails, Slot } from '../api/booking-types';
import { EMPTY_DETAILS } from '../hooks/booking-draft';
import type { FullSlotContext } from './full-slot-panel';
import { SlotStep } from './slot-step';

const backend = vi.hoisted(() => ({
  calls: [] as { name: string; data: Record<string, unknown> }[],
  venues: [] as unknown[],
  join: (): unknown => ({ ok: true }),
}));

vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string, data: Record<string, unknown>) => {
    backend.calls.push({ name, data });
    if (name === 'findSisterVenues') return { venues: backend.venues };
    if (name === 'joinWaitlist') return backend.join();
    throw new Error(`unexpected ${name}`);
  },
}));

const ZINC = {
  restaurantId: 'r2',
  name: 'Le Petit Zinc',
  slug: 'le-petit-zinc',
  emoji: '🍷',
  city: 'Lyon',
  distanceText: 'à 2 km',
  times: ['20:00'],
};
const ANNEXE = {
  restaurantId: 'r3',
  name: "L'Annexe",
  slug: 'l-annexe',
  emoji: '🥂',
  city: 'Villeurbanne',
  distanceText: null,
  times: ['19:45', '20:15'],
};

const slot = (time: string, status: Slot['status']): Slot => ({
  time,
  service: time < '15:00' ? 'lunch' : 'dinner',
  available: status === 'available',
  status,
  remaining: status === 'available' ? 30 : 0,
});

const day = (slots: Slot[], extra: Partial<Availability> = {}): Availability => ({
  date: '2026-12-02',
  closed: false,
  maxPartySize: 12,
  cutoffHours: 0,
  slots,
  nextAvailability: null,
  ...extra,
});

function renderStep({
  availability = day([slot('19:30', 'available'), slot('20:00', 'full'), slot('21:00', 'passed')]),
  details = EMPTY_DETAILS,
  refusedTime,
}: { availability?: Availability; details?: BookingDetails; refusedTime?: string } = {}) {
  const context: FullSlotContext = {
    restaurantId: 'r1',
    partySize: 3,
    maxPartySize: 12,
    details,
    onDetailsChange: vi.fn(),
    onBookElsewhere: vi.fn(),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPick = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <SlotStep
        date="2026-12-02"
        availability={availability}
        isPending={false}
        isError={false}
        selected=""
        restaurantPhone=""
        onPick={onPick}
        onPickNext={() => undefined}
        onRetry={() => undefined}
        onBack={() => undefined}
        fullSlot={context}
        refusedTime={refusedTime}
      />
    </QueryClientProvider>,
  );
  return { context, onPick };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  backend.calls.length = 0;
  backend.venues = [ZINC, ANNEXE];
  backend.join = () => ({ ok: true });
});
afterEach(cleanup);

describe('a full slot', () => {
  it('stays « Complet » but opens its panel, focused on its title; « Passé » stays disabled', async () => {
    const { onPick } = renderStep();
    const full = button('20:00 — Complet');
    expect(full.disabled).toBe(false);
    expect(full.getAttribute('aria-expanded')).toBe('false');
    expect(button('21:00 — Passé').disabled).toBe(true);
    fireEvent.click(full);
    expect(onPick).not.toHaveBeenCalled();
    const title = screen.getByRole('heading', { name: '20:00 est complet' });
    expect(document.activeElement).toBe(title);
    expect(full.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: '20:00 est complet' }).id).toBe(
      full.getAttribute('aria-controls'),
    );
    expect((screen.getByLabelText('Nombre de personnes') as HTMLInputElement).value).toBe('3');
  });

  it('offers the venue’s own free times first, nearest first, then the other venues (issue 48, defect 19)', async () => {
    const { onPick } = renderStep({
      availability: day([
        slot('12:00', 'available'),
        slot('19:30', 'available'),
        slot('20:00', 'full'),
        slot('20:30', 'available'),
        slot('21:00', 'passed'),
      ]),
    });
    fireEvent.click(button('20:00 — Complet'));
    const here = screen.getByRole('region', { name: 'Autres horaires disponibles ici' });
    expect(Array.from(here.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      '19:30',
      '20:30',
      '12:00',
    ]);
    const others = await screen.findByRole('heading', { name: 'Nos autres restaurants' });
    // The venue's own times come before the other venues in the panel.
    expect(here.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(button('Réserver à 20:30'));
    expect(onPick).toHaveBeenCalledWith('20:30');
  });

  it("lists the group's other venues with room, each time one tap from booking there", async () => {
    const { context } = renderStep();
    fireEvent.click(button('20:00 — Complet'));
    expect(screen.getByRole('status').textContent).toBe('Recherche dans nos autres restaurants…');
    expect(await screen.findByRole('heading', { name: 'Nos autres restaurants' })).toBeTruthy();
    expect(screen.getByText('Le Petit Zinc, Lyon — 20:00 disponible')).toBeTruthy();
    expect(screen.getByText('à 2 km')).toBeTruthy();
    expect(screen.getByText("L'Annexe, Villeurbanne — 19:45 ou 20:15 disponibles")).toBeTruthy();
    expect(backend.calls.at(-1)).toEqual({
      name: 'findSisterVenues',
      data: { restaurantId: 'r1', date: '2026-12-02', time: '20:00', partySize: 3 },
    });

    fireEvent.click(button('Une personne de plus'));
    await waitFor(() => expect(backend.calls.at(-1)?.data.partySize).toBe(4));
    fireEvent.click(await screen.findByRole('button', { name: "Réserver chez L'Annexe à 20:15" }));
    expect(context.onBookElsewhere).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'l-annexe' }),
      '20:15',
      4,
    );
  });

  it('shows no other venue when there is none, nor when the search fails', async () => {
    backend.venues = [];
    renderStep();
    fireEvent.click(button('20:00 — Complet'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Nos autres restaurants' })).toBeNull();
  });

  it("puts the diner on the waiting list with the booking form's details and rules", async () => {
    const { context } = renderStep({ details: { ...EMPTY_DETAILS, firstName: 'Léa' } });
    fireEvent.click(button('20:00 — Complet'));
    const toggle = button('Me prévenir si une table se libère');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('Léa');
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'lea@example.fr' } });
    expect(context.onDetailsChange).toHaveBeenCalledWith({ email: 'lea@example.fr' });

    fireEvent.click(button("M'inscrire sur la liste d'attente"));
    expect(await screen.findByText(MESSAGES.booking.lastNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Nom/ }));
    expect(backend.calls.some((call) => call.name === 'joinWaitlist')).toBe(false);
  });

  it('says the place is taken, for whom and for how long the offer will hold', async () => {
    renderStep({
      details: {
        ...EMPTY_DETAILS,
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea@example.fr',
        phone: '06 12 34 56 78',
      },
    });
    fireEvent.click(button('20:00 — Complet'));
    fireEvent.click(button('Me prévenir si une table se libère'));
    fireEvent.click(button("M'inscrire sur la liste d'attente"));
    const done = await screen.findByText(/^C'est noté/);
    expect(done.getAttribute('role')).toBe('status');
    expect(done.textContent).toBe(
      "C'est noté : nous vous écrirons à lea@example.fr si une table se libère le mercredi 2 décembre 2026 à 20:00 pour 3 personnes. Vous aurez alors 30 minutes pour la réserver.",
    );
    const sent = backend.calls.find((call) => call.name === 'joinWaitlist')?.data;
    expect(sent).toMatchObject({
      restaurantId: 'r1',
      date: '2026-12-02',
      time: '20:00',
      partySize: 3,
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      phone: '06 12 34 56 78',
    });
    expect(typeof sent?.requestId).toBe('string');
  });

  it("shows the server's refusal in an alert", async () => {
    backend.join = () => {
      throw new CallableError('already-exists', 'Vous êtes déjà sur la liste d’attente pour ce créneau');
    };
    renderStep({
      details: {
        ...EMPTY_DETAILS,
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea@example.fr',
        phone: '0612345678',
      },
    });
    fireEvent.click(button('20:00 — Complet'));
    fireEvent.click(button('Me prévenir si une table se libère'));
    fireEvent.click(button("M'inscrire sur la liste d'attente"));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vous êtes déjà sur la liste d’attente pour ce créneau',
    );
  });

  it('keeps the grid of a fully booked day beside the next availability, and opens a refused time at once', async () => {
    renderStep({
      availability: day([slot('19:30', 'full'), slot('20:00', 'closed')], {
        nextAvailability: { date: '2026-12-03', slots: [slot('19:30', 'available')] },
      }),
      refusedTime: '19:30',
    });
    expect(screen.getByText('Plus aucune table disponible en ligne ce jour-là.')).toBeTruthy();
    expect(button('20:00 — Complet').disabled).toBe(false);
    expect(button('19:30, jeudi 3 décembre 2026').disabled).toBe(false);
    expect(screen.getByRole('heading', { name: '19:30 est complet' })).toBeTruthy();
  });
});
