import { CallableError } from '@app/data/functions-client';
import type { DinerLocale } from '@app/domain';
import { DinerLanguage } from '@app/i18n/browser';
import { DinerLanguageProvider } from '@app/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnswerLink } from '../hooks/use-answer-link';
import { BookingAnswerScreen } from './booking-answer-screen';

const calls = vi.hoisted(() => ({ list: [] as { name: string; data: Record<string, unknown> }[] }));
const backend = vi.hoisted(() => ({
  read: (): Promise<unknown> => Promise.resolve(null),
  answer: (): Promise<unknown> => Promise.resolve(null),
}));

vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string, data: Record<string, unknown>) => {
    calls.list.push({ name, data });
    return name === 'readBookingAnswerLink' ? backend.read() : backend.answer();
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

function open(url: string, wrap: (node: ReactNode) => ReactNode = (node) => node) {
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
      {wrap(
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      )}
    </StrictMode>,
  );
}

beforeEach(() => {
  calls.list.length = 0;
});
afterEach(cleanup);

const LINK = { reservationId: 'res1', action: 'confirm', expires: 1795719600, signature: 'abc' };

describe('BookingAnswerScreen', () => {
  it('shows the booking and answers nothing until its button is pressed (a mail scanner opening the link)', async () => {
    backend.read = () => Promise.resolve({ ...BOOKING, action: 'confirm', refusal: '' });
    open('/reservation/reponse?r=res1&action=confirm&exp=1795719600&sig=abc');
    const question = await screen.findByRole('heading', { name: 'Confirmez-vous votre venue ?' });
    expect(question).toBe(document.activeElement);
    expect(screen.getByText('Le Petit Zinc')).toBeTruthy();
    expect(screen.getByText('jeudi 26 novembre 2026')).toBeTruthy();
    expect(calls.list.map((c) => c.name)).toEqual(['readBookingAnswerLink']);
  });

  it('confirms once on the button (StrictMode included), then thanks with the booking', async () => {
    backend.read = () => Promise.resolve({ ...BOOKING, action: 'confirm', refusal: '' });
    let resolve: (value: unknown) => void = () => undefined;
    backend.answer = () => new Promise((r) => (resolve = r));
    open('/reservation/reponse?r=res1&action=confirm&exp=1795719600&sig=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Je confirme ma venue' }));
    await vi.waitFor(() => expect(calls.list.map((c) => c.name)).toContain('answerBookingLink'));
    resolve({ ...BOOKING, action: 'confirm' });
    const heading = await screen.findByRole('heading', { name: 'Merci, votre venue est confirmée' });
    expect(heading).toBe(document.activeElement);
    expect(calls.list.filter((c) => c.name === 'answerBookingLink')).toEqual([
      { name: 'answerBookingLink', data: LINK },
    ]);
    expect(screen.getByText('4 personnes')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Réserver une autre date' })).toBeNull();
  });

  it('after a cancellation, offers another date at the same restaurant', async () => {
    backend.read = () => Promise.resolve({ ...BOOKING, action: 'cancel', refusal: '' });
    backend.answer = () => Promise.resolve({ ...BOOKING, status: 'CANCELLED', action: 'cancel' });
    open('/reservation/reponse?r=res1&action=cancel&exp=1795719600&sig=abc');
    fireEvent.click(await screen.findByRole('button', { name: "J'annule ma réservation" }));
    await screen.findByRole('heading', { name: 'Votre réservation est annulée' });
    const again = screen.getByRole('link', { name: 'Réserver une autre date' });
    expect(again.getAttribute('href')).toBe('/reservation/le-petit-zinc');
  });

  it('shows why the answer can no longer be given, with the booking, and no button', async () => {
    backend.read = () =>
      Promise.resolve({
        ...BOOKING,
        status: 'CANCELLED',
        action: 'cancel',
        refusal: 'Ce lien a déjà été utilisé.',
      });
    open('/reservation/reponse?r=res1&action=cancel&exp=1795719600&sig=abc');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ce lien a déjà été utilisé.');
    expect(screen.queryByRole('button', { name: "J'annule ma réservation" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Réserver en ligne' }).getAttribute('href')).toBe('/reservation');
  });

  it("shows the server's French refusal of a broken link and a way to book online", async () => {
    backend.read = () => Promise.reject(new CallableError('permission-denied', "Ce lien n'est pas valide."));
    open('/reservation/reponse?r=res1&action=cancel&exp=1795719600&sig=abc');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Ce lien n'est pas valide.");
    expect(screen.getByRole('link', { name: 'Réserver en ligne' }).getAttribute('href')).toBe('/reservation');
  });

  it.each<[DinerLocale, string, string, RegExp]>([
    [
      'en',
      'Do you want to cancel your booking?',
      'Thursday, 26 November 2026',
      /annul|réservation|personnes/i,
    ],
    [
      'de',
      'Möchten Sie Ihre Reservierung stornieren?',
      'Donnerstag, 26. November 2026',
      /annul|réservation|personnes/i,
    ],
  ])('asks and answers in the diner’s language (%s, issue 51)', async (locale, question, date, french) => {
    const language = new DinerLanguage({ browserLanguages: [locale] });
    await language.load(['portal', 'answer', 'errors']);
    backend.read = () => Promise.resolve({ ...BOOKING, action: 'cancel', refusal: '' });
    open('/reservation/reponse?r=res1&action=cancel&exp=1795719600&sig=abc', (node) => (
      <DinerLanguageProvider language={language}>{node}</DinerLanguageProvider>
    ));
    expect(await screen.findByRole('heading', { name: question })).toBeTruthy();
    expect(screen.getByText(date)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(french);
  });
});
