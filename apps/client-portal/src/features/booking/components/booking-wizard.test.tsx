import { CallableError } from '@app/data/functions-client';
import { DEFAULT_OPENING_HOURS } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability, BookingRestaurant, Slot } from '../api/booking-types';
import { BookingWizard } from './booking-wizard';

const OFFER = {
  restaurantId: 'r1',
  slug: 'au-bureau',
  restaurantName: 'Au Bureau',
  date: '2026-11-26',
  time: '20:00',
  partySize: 3,
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.fr',
  phone: '+33612345678',
  expiresAt: '2026-11-24T20:10:00.000Z',
};

const calls = vi.hoisted(() => ({ list: [] as { name: string; data: Record<string, unknown> }[] }));
const backend = vi.hoisted(() => ({
  availability: (date: string, _partySize?: number): unknown => ({ date }),
  offer: (): unknown => null,
  venues: [] as unknown[],
  create: null as null | (() => unknown),
}));

vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string, data: Record<string, unknown>) => {
    calls.list.push({ name, data });
    if (name === 'getAvailability')
      return backend.availability(String(data.date), data.partySize as number | undefined);
    if (name === 'readWaitlistOffer') return backend.offer();
    if (name === 'findSisterVenues') return { venues: backend.venues };
    if (name === 'declineWaitlistOffer') return { ok: true };
    if (name === 'recordProductEvent') return { recorded: true };
    if (name === 'createOnlineReservation' && backend.create) return backend.create();
    if (name === 'createOnlineReservation') {
      const { date, time, partySize } = data;
      return { reservationId: 'res-1', status: 'PENDING', date, time, partySize };
    }
    throw new Error(`unexpected ${name}`);
  },
}));

// Tuesday 24 November 2026, 20:40 in Paris.
const NOW = new Date('2026-11-24T19:40:00.000Z');
const TODAY = '2026-11-24';

const restaurant: BookingRestaurant = {
  id: 'r1',
  name: 'Au Bureau',
  slug: 'au-bureau',
  emoji: '🍺',
  images: [],
  address: '',
  phone: '01 42 68 00 12',
  description: '',
  maxOnlineReservation: 12,
  onlineBookingEnabled: true,
  openingHours: DEFAULT_OPENING_HOURS, // Sunday closed
};

const slot = (time: string, status: Slot['status']): Slot => ({
  time,
  service: time < '15:00' ? 'lunch' : 'dinner',
  available: status === 'available',
  status,
  remaining: 30,
});

/** Today: every slot passed; the next availability is Wednesday; other days are open. */
function availabilityOf(date: string): Availability {
  if (date === TODAY) {
    return {
      date,
      closed: false,
      maxPartySize: 12,
      cutoffHours: 2,
      slots: [slot('12:00', 'passed'), slot('19:00', 'passed'), slot('22:30', 'passed')],
      nextAvailability: {
        date: '2026-11-25',
        slots: [slot('12:00', 'available'), slot('19:30', 'available')],
      },
    };
  }
  return {
    date,
    closed: false,
    maxPartySize: 12,
    cutoffHours: 2,
    slots: [slot('12:00', 'available'), slot('19:30', 'available'), slot('20:00', 'full')],
    nextAvailability: null,
  };
}

function open(url: string, venue: BookingRestaurant = restaurant) {
  const router = createMemoryRouter(
    [
      {
        path: '/reservation/:restaurantSlug',
        element: (
          <BookingWizard
            restaurant={venue}
            chooserHref="/reservation"
            clientSpaceHref={(email) => `/client/login?email=${email}`}
          />
        ),
      },
      { path: '/reservation', element: <p>Choix du restaurant</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, view, search: () => router.state.location.search };
}

const events = () => calls.list.filter((call) => call.name === 'recordProductEvent').map((call) => call.data);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

// The steps after the day are a chunk of their own (lazy). Loaded once here, so that no test's wait for a step
// also waits for the chunk's first transform, which took over 5 s on a loaded 2-core machine (issue 35).
beforeAll(async () => {
  await import('./later-steps');
}, 120_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  backend.availability = availabilityOf;
  backend.offer = () => OFFER;
  backend.venues = [];
  backend.create = null;
  calls.list.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('BookingWizard', () => {
  it('marks the closed days in the chips and, in the evening, preselects the next day with a table', async () => {
    open('/reservation/au-bureau');
    const sunday = button('dimanche 29 novembre — Fermé');
    expect(sunday.disabled).toBe(true);
    expect(sunday.textContent).toContain('Fermé');
    expect(button('lundi 30 novembre 2026').disabled).toBe(false);
    // Today has only passed slots: the next availability is preselected, not today.
    await waitFor(() =>
      expect(button('mercredi 25 novembre 2026').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(button("Aujourd'hui, 24 novembre 2026").getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText(/^Autre date/) as HTMLInputElement).value).toBe('2026-11-25');
  });

  it('puts each step in the URL, and Back steps back with the choice still made', async () => {
    const { router, search } = open('/reservation/au-bureau');
    fireEvent.click(button('jeudi 26 novembre 2026'));
    expect(search()).toBe('?date=2026-11-26&etape=heure');
    fireEvent.click(await screen.findByRole('button', { name: '19:30' }));
    expect(search()).toBe('?date=2026-11-26&heure=19:30&etape=convives');
    // The steps after the day come in a chunk of their own: each shows once its component has resolved.
    fireEvent.click(await screen.findByRole('button', { name: '4' }));
    expect(search()).toBe('?date=2026-11-26&heure=19:30&personnes=4&etape=convives');
    fireEvent.click(button('Continuer'));
    expect(search()).toBe('?date=2026-11-26&heure=19:30&personnes=4&etape=coordonnees');
    expect(await screen.findByRole('heading', { name: 'Vos coordonnées' })).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Combien de personnes ?' })).toBeTruthy();
    expect((screen.getByLabelText('Nombre de personnes') as HTMLInputElement).value).toBe('4');
    await act(() => router.navigate(-1));
    expect(button('19:30').getAttribute('aria-pressed')).toBe('true');
    // The app's own back button goes back in history too.
    fireEvent.click(button('Changer de date'));
    await waitFor(() => expect(search()).toBe(''));
    expect(button('jeudi 26 novembre 2026').getAttribute('aria-pressed')).toBe('true');
  });

  it('reports the page opened and each slot chosen for the venue, with nothing of the diner', async () => {
    open('/reservation/au-bureau');
    await waitFor(() => expect(events()).toEqual([{ event: 'booking_page_opened', slug: 'au-bureau' }]));
    fireEvent.click(button('jeudi 26 novembre 2026'));
    fireEvent.click(await screen.findByRole('button', { name: '19:30' }));
    await waitFor(() =>
      expect(events()).toEqual([
        { event: 'booking_page_opened', slug: 'au-bureau' },
        { event: 'slot_chosen', slug: 'au-bureau' },
      ]),
    );
  });

  it('keeps the choices and the typed details across a reload', async () => {
    const first = open('/reservation/au-bureau?date=2026-11-26&heure=19:30&personnes=3&etape=coordonnees');
    fireEvent.change(await screen.findByLabelText(/Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(screen.getByLabelText(/Téléphone/), { target: { value: '06 12 34 56 78' } });
    first.view.unmount();

    open('/reservation/au-bureau?date=2026-11-26&heure=19:30&personnes=3&etape=coordonnees');
    expect((await screen.findByLabelText('Récapitulatif')).textContent).toContain('3 personnes');
    expect(screen.getByLabelText('Récapitulatif').textContent).toContain('jeudi 26 novembre 2026');
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('Léa');
    expect((screen.getByLabelText(/Téléphone/) as HTMLInputElement).value).toBe('06 12 34 56 78');
  });

  it('falls back to the first incomplete step when the URL skips a choice', async () => {
    const { search } = open('/reservation/au-bureau?date=2026-11-26&etape=coordonnees');
    expect(await screen.findByRole('heading', { name: 'À quelle heure ?' })).toBeTruthy();
    await waitFor(() => expect(search()).toBe('?date=2026-11-26&etape=heure'));
    open('/reservation/au-bureau?etape=confirmation');
    expect(screen.getAllByRole('heading', { name: 'Quel jour ?' }).length).toBeGreaterThan(0);
  });

  it('takes the next availability in one tap from a day with nothing left', async () => {
    const { search } = open(`/reservation/au-bureau?date=${TODAY}&etape=heure`);
    expect(await screen.findByText('Plus aucune table disponible en ligne ce jour-là.')).toBeTruthy();
    fireEvent.click(button('19:30, mercredi 25 novembre 2026'));
    expect(search()).toBe('?date=2026-11-25&heure=19:30&etape=convives');
    expect(screen.getByRole('heading', { name: 'Combien de personnes ?' })).toBeTruthy();
  });

  it("refuses the phone '12' on its field, then sends the request and says it awaits the restaurant", async () => {
    const { search } = open(
      '/reservation/au-bureau?date=2026-11-26&heure=19:30&personnes=2&etape=coordonnees',
    );
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom/ }), { target: { value: 'Martin' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'lea@example.fr' } });
    const phone = screen.getByLabelText(/Téléphone/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(button('Confirmer la réservation'));
    expect(await screen.findByText('Numéro de téléphone invalide')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(calls.list.some((call) => call.name === 'createOnlineReservation')).toBe(false);

    fireEvent.change(phone, { target: { value: '06 12 34 56 78' } });
    fireEvent.click(button('Confirmer la réservation'));
    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeTruthy();
    expect(search()).toBe('?etape=confirmation');
    const step = screen.getByRole('region', { name: 'Demande envoyée' });
    expect(within(step).getByRole('status').textContent).toBe(
      "Votre demande est en attente de confirmation par le restaurant. Vous recevrez un e-mail dès qu'il aura répondu.",
    );
    // The toast says the request left (customer-flows §8); the step itself still says it awaits the venue.
    expect(await screen.findByText('Réservation envoyée avec succès !')).toBeTruthy();
    expect(within(step).queryByText('Réservation envoyée avec succès !')).toBeNull();
    expect(within(step).getByText('En attente de confirmation')).toBeTruthy();
    expect(calls.list.find((call) => call.name === 'createOnlineReservation')?.data).toMatchObject({
      date: '2026-11-26',
      time: '19:30',
      partySize: 2,
      phone: '06 12 34 56 78',
    });
  });

  it('keeps the confirmation across a reload, and « Faire une autre réservation » resets every field', async () => {
    const first = open('/reservation/au-bureau?date=2026-11-26&heure=19:30&personnes=2&etape=coordonnees');
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom/ }), { target: { value: 'Martin' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'lea@example.fr' } });
    fireEvent.change(screen.getByLabelText(/Téléphone/), { target: { value: '0612345678' } });
    fireEvent.click(button('Confirmer la réservation'));
    await screen.findByRole('heading', { name: 'Demande envoyée' });
    first.view.unmount();

    const again = open('/reservation/au-bureau?etape=confirmation');
    expect(screen.getByRole('heading', { name: 'Demande envoyée' })).toBeTruthy();
    expect(screen.getByLabelText('Votre réservation').textContent).toContain('Léa Martin');
    fireEvent.click(button('Faire une autre réservation'));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/reservation'));
    again.view.unmount();

    open('/reservation/au-bureau?date=2026-11-26&heure=19:30&personnes=2&etape=coordonnees');
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Téléphone/) as HTMLInputElement).value).toBe('');
  });

  it('books the table a waiting-list offer holds: its slot and size, the details filled, the token sent', async () => {
    const { search } = open('/reservation/au-bureau?offre=signed.offer-token');
    expect(await screen.findByRole('heading', { name: 'Vos coordonnées' })).toBeTruthy();
    expect(search()).toBe('?date=2026-11-26&heure=20:00&personnes=3&etape=coordonnees');
    expect(calls.list.find((call) => call.name === 'readWaitlistOffer')?.data).toEqual({
      token: 'signed.offer-token',
    });
    const banner = screen.getByText(/^Une table s'est libérée pour vous/);
    expect(banner.textContent).toBe(
      "Une table s'est libérée pour vous : jeudi 26 novembre 2026 à 20:00, 3 personnes. Cette offre est réservée pour vous jusqu'à 21:10.",
    );
    expect(banner.closest('[role="status"]')?.textContent).toContain("Changer de créneau annule l'offre.");
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('Léa');
    expect((screen.getByLabelText(/Téléphone/) as HTMLInputElement).value).toBe('+33612345678');
    fireEvent.click(button('Confirmer la réservation'));
    await screen.findByRole('heading', { name: 'Demande envoyée' });
    expect(calls.list.find((call) => call.name === 'createOnlineReservation')?.data).toMatchObject({
      date: '2026-11-26',
      time: '20:00',
      partySize: 3,
      email: 'lea@example.fr',
      waitlistOffer: 'signed.offer-token',
    });
  });

  it('gives the offered table back with « Je ne suis plus disponible »', async () => {
    const { search } = open('/reservation/au-bureau?offre=signed.offer-token');
    await screen.findByRole('heading', { name: 'Vos coordonnées' });
    fireEvent.click(button('Je ne suis plus disponible'));
    expect(
      await screen.findByText(
        "C'est noté : la table est proposée à la personne suivante. Merci de nous avoir prévenus.",
      ),
    ).toBeTruthy();
    expect(calls.list.find((call) => call.name === 'declineWaitlistOffer')?.data).toEqual({
      token: 'signed.offer-token',
    });
    await waitFor(() => expect(search()).toBe('?date=2026-11-26&heure=20:00&etape=heure'));
    expect(screen.queryByText(/^Une table s'est libérée pour vous/)).toBeNull();
  });

  it('drops the offer when the diner changes the slot', async () => {
    open('/reservation/au-bureau?offre=signed.offer-token');
    await screen.findByRole('heading', { name: 'Vos coordonnées' });
    fireEvent.click(screen.getByRole('button', { name: /^Modifier ?l.heure/ }));
    fireEvent.click(await screen.findByRole('button', { name: '19:30' }));
    fireEvent.click(button('Continuer'));
    expect(screen.queryByText(/^Une table s'est libérée pour vous/)).toBeNull();
    fireEvent.click(button('Confirmer la réservation'));
    await screen.findByRole('heading', { name: 'Demande envoyée' });
    expect(
      calls.list.find((call) => call.name === 'createOnlineReservation')?.data.waitlistOffer,
    ).toBeUndefined();
  });

  it('says why an offer link is refused and goes on as a plain booking page', async () => {
    backend.offer = () => {
      throw new CallableError('failed-precondition', 'Cette offre a expiré.');
    };
    open('/reservation/au-bureau?offre=signed.offer-token');
    expect((await screen.findByRole('alert')).textContent).toBe('Cette offre a expiré.');
    expect(screen.getAllByRole('heading', { name: 'Quel jour ?' }).length).toBeGreaterThan(0);
  });

  it("takes the diner to a sister venue's details step with the details typed here", async () => {
    backend.venues = [
      {
        restaurantId: 'r2',
        name: 'Le Petit Zinc',
        slug: 'le-petit-zinc',
        emoji: '🍷',
        city: 'Lyon',
        distanceText: null,
        times: ['20:00'],
      },
    ];
    const { router } = open(
      '/reservation/au-bureau?date=2026-11-26&heure=19:30&personnes=2&etape=coordonnees',
    );
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'lea@example.fr' } });
    fireEvent.click(screen.getByRole('button', { name: /^Modifier ?l.heure/ }));
    fireEvent.click(await screen.findByRole('button', { name: '20:00 — Complet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Réserver chez Le Petit Zinc à 20:00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservation/le-petit-zinc'));
    expect(router.state.location.search).toBe('?date=2026-11-26&heure=20:00&personnes=2&etape=coordonnees');
    const copied = JSON.parse(sessionStorage.getItem('reservation:r2') ?? '{}') as { details?: object };
    expect(copied.details).toMatchObject({ firstName: 'Léa', email: 'lea@example.fr' });
  });

  it('opens the full-slot panel when the slot filled while the diner typed', async () => {
    backend.create = () => {
      throw new CallableError('resource-exhausted', 'Ce créneau est complet.', { code: 'capacity-exceeded' });
    };
    const { search } = open(
      '/reservation/au-bureau?date=2026-11-26&heure=19:30&personnes=2&etape=coordonnees',
    );
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom/ }), { target: { value: 'Martin' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'lea@example.fr' } });
    fireEvent.change(screen.getByLabelText(/Téléphone/), { target: { value: '0612345678' } });
    fireEvent.click(button('Confirmer la réservation'));
    await waitFor(() => expect(search()).toBe('?date=2026-11-26&etape=heure'));
    expect((await screen.findByRole('alert')).textContent).toContain('Ce créneau est complet.');
    expect(await screen.findByRole('heading', { name: '19:30 est complet' })).toBeTruthy();
  });

  it('says a rate limit as such and keeps the form: no slot is called full', async () => {
    backend.create = () => {
      throw new CallableError('resource-exhausted', 'Trop de tentatives. Réessayez dans quelques minutes.', {
        retryInMs: 240_000,
      });
    };
    const { search } = open(
      '/reservation/au-bureau?date=2026-11-26&heure=19:30&personnes=2&etape=coordonnees',
    );
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom/ }), { target: { value: 'Martin' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'lea@example.fr' } });
    fireEvent.change(screen.getByLabelText(/Téléphone/), { target: { value: '0612345678' } });
    fireEvent.click(button('Confirmer la réservation'));
    expect(await screen.findByText('Trop de tentatives. Réessayez dans 4 minutes.')).toBeTruthy();
    expect(search()).toBe('?date=2026-11-26&heure=19:30&personnes=2&etape=coordonnees');
    expect(screen.queryByText(/est complet/)).toBeNull();
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('Léa');
  });

  it('« Par couverts » asks the day without a party size, the time before the party', async () => {
    const { search } = open('/reservation/au-bureau');
    fireEvent.click(button('jeudi 26 novembre 2026'));
    fireEvent.click(await screen.findByRole('button', { name: '19:30' }));
    expect(search()).toBe('?date=2026-11-26&heure=19:30&etape=convives');
    const asked = calls.list.filter((call) => call.name === 'getAvailability');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((call) => call.data.partySize === undefined)).toBe(true);
  });
});

describe('BookingWizard « Par tables »', () => {
  const venue: BookingRestaurant = { ...restaurant, availabilityMode: 'tables' };
  /** Its only 6-top is held at 20:00, a 4-top free: a party of six is offered 19:30 only, a party of two both. */
  const tablesDay = (date: string, partySize?: number): Availability => {
    const seated = (time: string) => partySize !== undefined && (partySize <= 4 || time !== '20:00');
    return {
      date,
      closed: false,
      maxPartySize: 12,
      cutoffHours: 2,
      slots: ['19:30', '20:00'].map((time) => ({
        ...slot(time, seated(time) ? 'available' : 'full'),
        remaining: seated(time) ? (partySize ?? 0) : 0,
      })),
      nextAvailability: null,
    };
  };
  const sizesAsked = () =>
    calls.list
      .filter((call) => call.name === 'getAvailability' && call.data.date === '2026-11-26')
      .map((call) => call.data.partySize);

  it('asks the party before the time, and offers the times of that size only', async () => {
    backend.availability = tablesDay;
    const { search } = open('/reservation/au-bureau', venue);
    expect(screen.getByRole('navigation', { name: 'Étape 1 sur 4' }).textContent).toMatch(
      /Date.*Personnes.*Heure.*Coordonnées/,
    );
    fireEvent.click(button('jeudi 26 novembre 2026'));
    expect(search()).toBe('?date=2026-11-26&etape=convives');
    expect(await screen.findByRole('heading', { name: 'Combien de personnes ?' })).toBeTruthy();
    expect(screen.getByText('Les heures proposées dépendent du nombre de personnes.')).toBeTruthy();
    // No time is asked for before the size is known.
    expect(sizesAsked()).toEqual([]);
    fireEvent.click(button('6'));
    fireEvent.click(button('Continuer'));
    expect(search()).toBe('?date=2026-11-26&personnes=6&etape=heure');
    expect(await screen.findByText('jeudi 26 novembre 2026, 6 personnes')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: '19:30' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(button('20:00 — Complet')).toBeTruthy();
    expect(sizesAsked()).toEqual([6]);

    // The size changes on the time step too: its times are asked again.
    fireEvent.change(screen.getByLabelText('Nombre de personnes'), { target: { value: '2' } });
    expect(search()).toBe('?date=2026-11-26&personnes=2&etape=heure');
    fireEvent.click(await screen.findByRole('button', { name: '20:00' }));
    expect(sizesAsked()).toEqual([6, 2]);
    expect(search()).toBe('?date=2026-11-26&personnes=2&heure=20:00&etape=coordonnees');
    expect((await screen.findByLabelText('Récapitulatif')).textContent).toContain('2 personnes');
  });

  it('says a full time is full for that size, its panel without a second size to choose', async () => {
    backend.availability = tablesDay;
    open('/reservation/au-bureau?date=2026-11-26&personnes=6&etape=heure', venue);
    fireEvent.click(await screen.findByRole('button', { name: '20:00 — Complet' }));
    expect(await screen.findByRole('heading', { name: '20:00 est complet pour 6 personnes' })).toBeTruthy();
    expect(screen.getAllByLabelText('Nombre de personnes')).toHaveLength(1);
    // Another size has other full times: the panel closes.
    fireEvent.change(screen.getByLabelText('Nombre de personnes'), { target: { value: '4' } });
    expect(await screen.findByRole('button', { name: '20:00' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /est complet/ })).toBeNull();
  });

  it('goes back from the party to the date, and from the details to the party', async () => {
    backend.availability = tablesDay;
    const { search } = open(
      '/reservation/au-bureau?date=2026-11-26&personnes=4&heure=19:30&etape=coordonnees',
      venue,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Modifier ?le nombre de personnes/ }));
    await waitFor(() => expect(search()).toBe('?date=2026-11-26&personnes=4&etape=convives'));
    fireEvent.click(await screen.findByRole('button', { name: 'Changer de date' }));
    await waitFor(() => expect(search()).toBe('?date=2026-11-26'));
  });
});
