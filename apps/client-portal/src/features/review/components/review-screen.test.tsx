import { CallableError } from '@app/data/functions-client';
import { MESSAGES } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReviewLink } from '../hooks/use-review-link';
import { REVIEW_TOAST_MS, ReviewScreen } from './review-screen';

const calls = vi.hoisted(() => ({ list: [] as { name: string; data: Record<string, unknown> }[] }));
const backend = vi.hoisted(() => ({
  context: (): unknown => null,
  submit: (): unknown => null,
}));

vi.mock('../../../lib/functions', () => ({
  callFunction: async (name: string, data: Record<string, unknown>) => {
    calls.list.push({ name, data });
    if (name === 'getReviewContext') return backend.context();
    if (name === 'submitReview') return backend.submit();
    throw new Error(`unexpected ${name}`);
  },
}));

const VISIT = {
  restaurantName: 'Au Bureau',
  customerName: 'Léa Martin',
  date: '2026-11-21',
  time: '20:00',
  partySize: 4,
};
const formContext = (patch: Record<string, unknown> = {}) => ({
  state: 'form',
  canReview: true,
  pointsPerReview: 5,
  reservation: VISIT,
  ...patch,
});

/** Whether the browser holds a customer session, as the page reads it. */
const session = { signedIn: true };

function ReviewRoute() {
  return <ReviewScreen link={useReviewLink()} spaceHref="/client/espace" signedIn={session.signedIn} />;
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/review/:restaurantId/:reservationId', element: <ReviewRoute /> },
      { path: '/client/espace', element: <p>Mon espace</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, path: () => router.state.location.pathname };
}

const submitButton = () =>
  screen.getByRole('button', { name: /Envoyer mon avis|Envoi en cours/ }) as HTMLButtonElement;
const comment = () => screen.getByRole('textbox', { name: /Votre commentaire/ });

async function fillForm() {
  await screen.findByRole('heading', { name: "Comment s'est passée votre visite ?" });
  fireEvent.click(screen.getByRole('radio', { name: '4 étoiles sur 5' }));
  fireEvent.change(comment(), { target: { value: '  Très bon accueil  ' } });
}

beforeEach(() => {
  calls.list.length = 0;
  backend.context = () => formContext();
  backend.submit = () => ({ ok: true, pointsEarned: 5, totalPoints: 42.5 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ReviewScreen', () => {
  it('shows a loader, then the visit: restaurant, French date, time and guests', async () => {
    open('/review/r1/res-1');
    expect(screen.getByRole('status').textContent).toContain('Chargement de votre visite');
    const recap = await screen.findByLabelText('Votre visite');
    expect(recap.textContent).toContain('Au Bureau');
    expect(recap.textContent).toContain('samedi 21 novembre 2026');
    expect(recap.textContent).toContain('20:00');
    expect(recap.textContent).toContain('4 personnes');
    expect(calls.list[0]).toEqual({
      name: 'getReviewContext',
      data: { restaurantId: 'r1', reservationId: 'res-1' },
    });
  });

  it('says an unknown link is invalid, with a way to the customer space', async () => {
    backend.context = () => ({ state: 'invalid' });
    open('/review/r1/nope');
    expect(await screen.findByRole('heading', { name: "Ce lien d'avis n'est pas valide." })).toBeTruthy();
    expect(screen.getByText(/Réservation non trouvée/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à mon espace' }).getAttribute('href')).toBe(
      '/client/espace',
    );
  });

  it('treats a refused malformed link as invalid, not as a load error', async () => {
    backend.context = () => {
      throw new CallableError('invalid-argument', MESSAGES.review.reservationNotFound);
    };
    open('/review/r1/x');
    expect(await screen.findByRole('heading', { name: "Ce lien d'avis n'est pas valide." })).toBeTruthy();
  });

  it('offers a retry when the visit cannot be loaded', async () => {
    let fail = true;
    backend.context = () => {
      if (fail) throw new CallableError('unavailable', 'Problème de connexion.');
      return formContext();
    };
    open('/review/r1/res-1');
    // A network failure is tried once more (after about a second) before the page says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Erreur lors du chargement');
    expect(calls.list.filter((call) => call.name === 'getReviewContext')).toHaveLength(2);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: "Comment s'est passée votre visite ?" })).toBeTruthy();
  });

  it("says a reviewed visit is done, with the restaurant's own review points", async () => {
    backend.context = () => formContext({ state: 'already_reviewed', pointsPerReview: 3 });
    open('/review/r1/res-1');
    expect(await screen.findByText('Avis laissé - Merci ! +3 points')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('says a visit not yet over cannot be reviewed yet', async () => {
    backend.context = () => formContext({ canReview: false });
    open('/review/r1/res-1');
    expect(await screen.findByText(`${MESSAGES.review.notCompleted}.`)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('keeps the button disabled, saying why, until a note and 5 characters are given', async () => {
    open('/review/r1/res-1');
    await screen.findByRole('radiogroup', { name: /Votre note/ });
    const why = () =>
      document.getElementById(submitButton().getAttribute('aria-describedby') ?? '')?.textContent;
    expect(submitButton().disabled).toBe(true);
    expect(why()).toContain(MESSAGES.review.ratingRequired);
    expect(why()).toContain(MESSAGES.review.commentTooShort);
    fireEvent.click(screen.getByRole('radio', { name: '5 étoiles sur 5' }));
    expect(why()).toBe(MESSAGES.review.commentTooShort);
    fireEvent.change(comment(), { target: { value: ' Bon  ' } });
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(comment(), { target: { value: 'Super' } });
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().getAttribute('aria-describedby')).toBeNull();
    expect(calls.list.some((call) => call.name === 'submitReview')).toBe(false);
  });

  it('thanks with the points earned, then returns to the customer space after 2 s', async () => {
    session.signedIn = true;
    const { path } = open('/review/r1/res-1');
    await fillForm();
    vi.useFakeTimers();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByRole('heading', { name: 'Votre avis a bien été envoyé' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Votre avis a bien été envoyé');
    expect(screen.getByText('+5 points')).toBeTruthy();
    expect(screen.getByText('Votre solde : 42,5 points')).toBeTruthy();
    const toast = screen.getByTestId('toast');
    expect(toast.textContent).toContain('Merci pour votre avis !');
    expect(screen.getByRole('link', { name: 'Aller à mon espace' }).getAttribute('href')).toBe(
      '/client/espace',
    );
    expect(calls.list.find((call) => call.name === 'submitReview')?.data).toEqual({
      restaurantId: 'r1',
      reservationId: 'res-1',
      rating: 4,
      comment: 'Très bon accueil',
    });

    await act(() => vi.advanceTimersByTimeAsync(1800));
    expect(path()).toBe('/review/r1/res-1');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(path()).toBe('/client/espace');
    expect(screen.getByText('Mon espace')).toBeTruthy();
    // The success toast is short (3 s) and outlives the redirect.
    expect(REVIEW_TOAST_MS.success).toBe(3000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('without a session, stays on the thanks with the points rather than opening an empty login page', async () => {
    session.signedIn = false;
    const { path } = open('/review/r1/res-1');
    await fillForm();
    vi.useFakeTimers();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByRole('heading', { name: 'Votre avis a bien été envoyé' })).toBeTruthy();
    expect(screen.getByText('+5 points')).toBeTruthy();
    expect(screen.getByText(/Ils sont ajoutés à votre carte de fidélité/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(path()).toBe('/review/r1/res-1');
    expect(screen.queryByText(/Retour à votre espace/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Accéder à mon espace client' }).getAttribute('href')).toBe(
      '/client/espace',
    );
    session.signedIn = true;
  });

  it("passes the walk-in link's visit id to both calls", async () => {
    open('/review/r1/walkin?visit=visit-42&utm_source=mail');
    await fillForm();
    fireEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Votre avis a bien été envoyé' });
    expect(calls.list.map((call) => [call.name, call.data])).toEqual([
      ['getReviewContext', { restaurantId: 'r1', reservationId: 'walkin', visitId: 'visit-42' }],
      [
        'submitReview',
        {
          restaurantId: 'r1',
          reservationId: 'walkin',
          rating: 4,
          comment: 'Très bon accueil',
          visitId: 'visit-42',
        },
      ],
    ]);
  });

  it('disables the button while sending, then shows the server refusal as an error toast', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    backend.submit = () => new Promise((_resolve, reject) => (refuse = reject));
    open('/review/r1/res-1');
    await fillForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Envoi en cours...'));
    expect(submitButton().disabled).toBe(true);
    refuse(new CallableError('resource-exhausted', 'Trop de tentatives, réessayez plus tard.'));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Trop de tentatives, réessayez plus tard.');
    // The form stays, filled, ready for another try.
    expect(submitButton().disabled).toBe(false);
    expect((comment() as HTMLTextAreaElement).value).toBe('  Très bon accueil  ');
  });

  it("falls back to « Erreur lors de l'envoi de l'avis » for an unexpected failure", async () => {
    backend.submit = () => {
      throw new TypeError('boom');
    };
    open('/review/r1/res-1');
    await fillForm();
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.review.sendError);
  });

  it('switches to the already-reviewed state when the server says a review exists', async () => {
    backend.submit = () => {
      throw new CallableError('already-exists', MESSAGES.review.alreadyExists);
    };
    open('/review/r1/res-1');
    await fillForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Avis laissé - Merci ! +5 points')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Vous avez déjà donné votre avis');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
