import { CallableError } from '@app/data/functions-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnswerLink } from '../hooks/use-answer-link';
import { BookingAnswerScreen } from './booking-answer-screen';

const calls = vi.hoisted(() => ({ list: [] as { name: string; data: Record<string, unknown> }[] }));
const backend = vi.hoisted(() => ({ answer: (): Promise<unknown> => Promise.resolve(null) }));

vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string, data: Record<string, unknown>) => {
    calls.list.push({ name, data });
    return backend.answer();
  },
}));

const BOOKING = {
  status: 'CONFIRMED',
  restaurantName: 'Le Petit Zinc',
  date: '2026-11-26',
  time: '20:00',
  partySize: 4,
  restaurantSlug: 'le-petit-zinc',
};

function AnswerRoute() {
  return (
    <BookingAnswerScreen
      link={useAnswerLink()}
      bookingHref={(slug) => `/reservation/${slug}`}
      chooserHref="/reservation"
    />
  );
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/reservation/reponse', element: <AnswerRoute /> },
      { path: '/reservation/:slug', element: <p>Page de réservation</p> },
      { path: '/reservation', element: <p>Choix du restaurant</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

beforeEach(() => {
  calls.list.length = 0;
});
afterEach(cleanup);

describe('BookingAnswerScreen', () => {
  it('sends the confirmation once (StrictMode included), then thanks with the booking', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    backend.answer = () => new Promise((r) => (resolve = r));
    open('/reservation/reponse?r=res1&action=confirm&exp=1795719600&sig=abc');
    expect(screen.getByRole('status').textContent).toContain('Enregistrement de votre réponse...');
    await vi.waitFor(() => expect(calls.list).toHaveLength(1));
    resolve({ ...BOOKING, action: 'confirm' });
    const heading = await screen.findByRole('heading', { name: 'Merci, votre venue est confirmée' });
    expect(heading).toBe(document.activeElement);
    expect(calls.list).toEqual([
      {
        name: 'answerBookingLink',
        data: { reservationId: 'res1', action: 'confirm', expires: 1795719600, signature: 'abc' },
      },
    ]);
    expect(screen.getByText('Le Petit Zinc')).toBeTruthy();
    expect(screen.getByText('jeudi 26 novembre 2026')).toBeTruthy();
    expect(screen.getByText('20:00')).toBeTruthy();
    expect(screen.getByText('4 personnes')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Réserver une autre date' })).toBeNull();
  });

  it('after a cancellation, offers another date at the same restaurant', async () => {
    backend.answer = () => Promise.resolve({ ...BOOKING, status: 'CANCELLED', action: 'cancel' });
    open('/reservation/reponse?r=res1&action=cancel&exp=1795719600&sig=abc');
    await screen.findByRole('heading', { name: 'Votre réservation est annulée' });
    const again = screen.getByRole('link', { name: 'Réserver une autre date' });
    expect(again.getAttribute('href')).toBe('/reservation/le-petit-zinc');
  });

  it("shows the server's French refusal and a way to book online", async () => {
    backend.answer = () => Promise.reject(new CallableError('already-exists', 'Ce lien a déjà été utilisé.'));
    open('/reservation/reponse?r=res1&action=cancel&exp=1795719600&sig=abc');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ce lien a déjà été utilisé.');
    expect(screen.getByRole('link', { name: 'Réserver en ligne' }).getAttribute('href')).toBe('/reservation');
  });
});
