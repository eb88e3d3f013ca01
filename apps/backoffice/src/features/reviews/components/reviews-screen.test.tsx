import type { RespondToReviewInput, ReviewListItem } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { makeReservation } from '../../../test/make-reservation';
import { fakeListReviews, fakeReviewStatsFeed, makeReview } from '../test/fake-reviews';
import { ReviewsScreen } from './reviews-screen';

const RESTAURANT = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };

const ZOE = makeReview({
  id: 'rev-zoe',
  customerName: 'Zoé Martin',
  customerId: 'zoe@example.fr',
  customerEmail: 'zoe@example.fr',
  rating: 2,
  comment: 'Service lent ce soir',
  source: 'google',
  reservationId: 'res-zoe',
  createdAt: '2026-11-22T20:30:00.000Z',
});
const JEAN = makeReview({
  id: 'rev-jean',
  customerName: 'Jean Dupont',
  customerId: 'jean@example.fr',
  rating: 5,
  comment: 'Excellent dîner',
  source: 'thefork',
  response: 'Merci Jean !',
  respondedAt: '2026-11-21T09:00:00.000Z',
  createdAt: '2026-11-20T21:00:00.000Z',
});
const PAUL = makeReview({ id: 'rev-paul', customerName: 'Paul', rating: 3, comment: 'Correct' });

interface Setup {
  reviews?: ReviewListItem[];
  listReviews?: StaffCallables['listReviews'];
  respondToReview?: StaffCallables['respondToReview'];
  repositories?: Partial<Repositories>;
}

function renderScreen(setup: Setup = {}) {
  let reviews = setup.reviews ?? [ZOE, JEAN, PAUL];
  const feed = fakeReviewStatsFeed();
  const listReviews = vi.fn(setup.listReviews ?? fakeListReviews(() => reviews));
  const respondToReview = vi.fn(
    setup.respondToReview ??
      (async (input: RespondToReviewInput) => {
        const review = {
          ...reviews.find((r) => r.id === input.reviewId)!,
          response: input.response,
          respondedAt: '2026-11-24T10:00:00.000Z',
        };
        reviews = reviews.map((r) => (r.id === review.id ? review : r));
        return { review, stats: null };
      }),
  );
  const router = createMemoryRouter(
    [
      { path: '/app/reviews', element: <ReviewsScreen restaurant={RESTAURANT} /> },
      { path: '/app/reservations/:id', element: <h1>Page de la réservation</h1> },
    ],
    { initialEntries: ['/app/reviews'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <ServicesProvider
        value={{
          repositories: { reviews: feed.repository, ...setup.repositories } as unknown as Repositories,
          callables: { listReviews, respondToReview } as unknown as StaffCallables,
        }}
      >
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesProvider>
    </ToastProvider>,
  );
  return {
    listReviews,
    respondToReview,
    router,
    /** Another device writes the reviews: the list changes and the aggregate's snapshot reaches the screen. */
    elsewhere: (next: ReviewListItem[], at: string) => {
      reviews = next;
      act(() => feed.push(next, new Date(at)));
    },
  };
}

const card = async (name: string) =>
  (await screen.findByRole('article', { name })).closest('li') as HTMLElement;

afterEach(cleanup);

describe('ReviewsScreen', () => {
  it('shows the statistics of the aggregate and the tabs with their counts', async () => {
    renderScreen();
    const stats = await screen.findByRole('region', { name: 'Statistiques des avis' });
    expect(within(stats).getByTestId('reviews-average').textContent).toBe('3,3');
    expect(within(stats).getByText('/ 5')).toBeTruthy();
    expect(within(stats).getByRole('img', { name: 'Note moyenne 3,3 sur 5' })).toBeTruthy();
    expect(within(stats).getByTestId('reviews-total').textContent).toBe('3 avis');
    const counter = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect([counter('Positifs'), counter('Neutres'), counter('Négatifs')]).toEqual(['1', '1', '1']);
    expect(within(stats).getByTestId('reviews-response-rate').textContent).toBe('33\u00a0%');
    expect(within(stats).getByText('5 étoiles : 1 avis')).toBeTruthy();
    expect(within(stats).getByText('4 étoiles : 0 avis')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'TOUS (3)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'POSITIFS (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'NÉGATIFS (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'NEUTRES (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'SANS RÉPONSE (2)' })).toBeTruthy();
  });

  it('lists the neutral reviews and those still without a response in their own tabs', async () => {
    const { listReviews } = renderScreen();
    await card('Zoé Martin');
    fireEvent.click(screen.getByRole('tab', { name: 'NEUTRES (1)' }));
    await waitFor(() =>
      expect(listReviews).toHaveBeenLastCalledWith({ restaurantId: 'r1', tab: 'neutral', search: '' }),
    );
    expect(await card('Paul')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Zoé Martin' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'SANS RÉPONSE (2)' }));
    await waitFor(() =>
      expect(listReviews).toHaveBeenLastCalledWith({ restaurantId: 'r1', tab: 'unanswered', search: '' }),
    );
    expect(await card('Zoé Martin')).toBeTruthy();
    expect(await card('Paul')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Jean Dupont' })).toBeNull();
  });

  it('follows the aggregate live: a review answered and one left elsewhere update the shown tab and the counts', async () => {
    const { listReviews, elsewhere } = renderScreen();
    await card('Zoé Martin');
    elsewhere([ZOE, JEAN, PAUL], '2026-11-22T21:00:00.000Z');
    fireEvent.click(screen.getByRole('tab', { name: 'SANS RÉPONSE (2)' }));
    expect(await card('Paul')).toBeTruthy();
    const calls = listReviews.mock.calls.length;
    const LEA = makeReview({ id: 'rev-lea', customerName: 'Léa Roux', rating: 1, comment: 'Froid' });
    const answeredZoe = { ...ZOE, response: 'Toutes nos excuses', respondedAt: '2026-11-23T09:00:00.000Z' };
    elsewhere([LEA, answeredZoe, JEAN, PAUL], '2026-11-23T09:00:00.000Z');
    expect(await card('Léa Roux')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Zoé Martin' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'SANS RÉPONSE (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'TOUS (4)' })).toBeTruthy();
    expect(listReviews.mock.calls.length).toBe(calls + 1);
  });

  it('shows each card: initials, the name linking to the file, stars, date, source, comment and response', async () => {
    renderScreen();
    const zoe = within(await card('Zoé Martin'));
    expect(zoe.getByText('ZM')).toBeTruthy();
    expect(zoe.getByRole('link', { name: 'Zoé Martin' }).getAttribute('href')).toBe(
      '/app/customers/zoe%40example.fr',
    );
    expect(zoe.getByRole('img', { name: '2 sur 5' })).toBeTruthy();
    expect(zoe.getByText('22/11/2026')).toBeTruthy();
    expect(zoe.getByText('Google')).toBeTruthy();
    expect(zoe.getByText('Service lent ce soir')).toBeTruthy();
    expect(zoe.getByRole('button', { name: 'Répondre' })).toBeTruthy();
    const jean = within(await card('Jean Dupont'));
    expect(jean.getByText('Plateforme de réservation')).toBeTruthy();
    expect(jean.getByText('Réponse du restaurant · 21/11/2026')).toBeTruthy();
    expect(jean.getByText('Merci Jean !')).toBeTruthy();
    expect(jean.getByRole('button', { name: 'Modifier la réponse' })).toBeTruthy();
    expect(jean.queryByRole('button', { name: 'Voir le détail' })).toBeNull();
  });

  it('lists a tab from the server when it is chosen', async () => {
    const { listReviews } = renderScreen();
    await card('Zoé Martin');
    fireEvent.click(screen.getByRole('tab', { name: 'POSITIFS (1)' }));
    await waitFor(() =>
      expect(listReviews).toHaveBeenLastCalledWith({ restaurantId: 'r1', tab: 'positive', search: '' }),
    );
    expect(await card('Jean Dupont')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Zoé Martin' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'NÉGATIFS (1)' }));
    expect(await card('Zoé Martin')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Jean Dupont' })).toBeNull();
  });

  it('searches from 2 characters, once typing pauses, and says when nothing is found', async () => {
    const { listReviews } = renderScreen();
    await card('Zoé Martin');
    const box = screen.getByRole('searchbox', { name: 'Rechercher un avis...' });
    expect(box.getAttribute('placeholder')).toBe('Rechercher un avis...');
    fireEvent.change(box, { target: { value: 'l' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listReviews).toHaveBeenCalledTimes(1);
    fireEvent.change(box, { target: { value: 'LENT' } });
    await waitFor(() =>
      expect(listReviews).toHaveBeenLastCalledWith({ restaurantId: 'r1', tab: 'all', search: 'LENT' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jean Dupont' })).toBeNull());
    expect(await card('Zoé Martin')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'introuvable' } });
    expect(await screen.findByRole('heading', { name: 'Aucun avis trouvé' })).toBeTruthy();
  });

  it('writes a response: checked here, sent, confirmed, shown on the card with its date', async () => {
    const { respondToReview } = renderScreen();
    fireEvent.click(within(await card('Zoé Martin')).getByRole('button', { name: 'Répondre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Répondre à l’avis' });
    const field = within(dialog).getByRole('textbox', { name: 'Votre réponse' });
    expect(field.getAttribute('maxlength')).toBe('1000');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La réponse ne peut pas être vide')).toBeTruthy();
    expect(respondToReview).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Toutes nos excuses' } });
    expect(within(dialog).getByText('18 / 1000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(respondToReview).toHaveBeenCalledWith({
        restaurantId: 'r1',
        reviewId: 'rev-zoe',
        response: 'Toutes nos excuses',
      }),
    );
    expect(await screen.findByText('Réponse enregistrée')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const zoe = within(await card('Zoé Martin'));
    expect(zoe.getByText('Réponse du restaurant · 24/11/2026')).toBeTruthy();
    expect(zoe.getByText('Toutes nos excuses')).toBeTruthy();
    expect(zoe.getByRole('button', { name: 'Modifier la réponse' })).toBeTruthy();
  });

  it("shows the server's refusal inside the dialog and in a toast", async () => {
    const respondToReview = vi.fn(async () => {
      throw Object.assign(new Error('Avis non trouvé'), { code: 'functions/not-found' });
    });
    renderScreen({ respondToReview });
    fireEvent.click(within(await card('Jean Dupont')).getByRole('button', { name: 'Modifier la réponse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la réponse' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement).value,
    ).toBe('Merci Jean !');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Avis non trouvé');
    expect(screen.getAllByText('Avis non trouvé').length).toBeGreaterThanOrEqual(1);
  });

  it('opens the popup of a review left for a reservation, archived ones included, with its link', async () => {
    const getArchivedById = vi.fn(async () =>
      makeReservation({
        id: 'res-zoe',
        customerName: 'Zoé Martin',
        date: '2026-11-22',
        time: '20:00',
        partySize: 4,
        tableId: '3+4',
        terrace: true,
        specialRequests: 'Chaise haute',
      }),
    );
    const repositories = { reservations: { getById: vi.fn(async () => null), getArchivedById } };
    const { router } = renderScreen({ repositories: repositories as unknown as Partial<Repositories> });
    fireEvent.click(within(await card('Zoé Martin')).getByRole('button', { name: 'Voir le détail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Détail de la réservation' });
    const fact = async (term: string) =>
      (await within(dialog).findByText(term)).nextElementSibling?.textContent;
    expect(await fact('Client')).toBe('Zoé Martin');
    expect(await fact('Date')).toBe('dimanche 22 novembre 2026');
    expect(await fact('Heure')).toBe('20h00');
    expect(await fact('Personnes')).toBe('4 personnes');
    expect(await fact('Table')).toBe('3, 4');
    expect(await fact('Terrasse')).toBe('Oui');
    expect(await fact('Demandes particulières')).toBe('Chaise haute');
    expect(within(dialog).getByText('Service lent ce soir')).toBeTruthy();
    expect(getArchivedById).toHaveBeenCalledWith('res-zoe');
    const link = within(dialog).getByRole('link', { name: 'Voir la réservation complète' });
    expect(link.getAttribute('href')).toBe('/app/reservations/res-zoe');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/reservations/res-zoe'));
  });

  it('loads 20 reviews, then 20 more on demand, and says when all are loaded', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makeReview({ id: `rev-${i}`, customerName: `Client ${i}`, rating: (i % 5) + 1 }),
    );
    const { listReviews } = renderScreen({ reviews: many });
    await card('Client 0');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByText('Tous les avis sont chargés')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Charger 20 avis de plus' }));
    await card('Client 24');
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByText('Tous les avis sont chargés')).toBeTruthy();
    expect(listReviews).toHaveBeenLastCalledWith(
      expect.objectContaining({ cursor: '2026-11-20T19:00:00.000Z|20' }),
    );
    expect(screen.queryByRole('button', { name: 'Charger 20 avis de plus' })).toBeNull();
  });

  it('says when the restaurant has no review yet', async () => {
    renderScreen({ reviews: [] });
    expect(await screen.findByRole('heading', { name: 'Aucun avis' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'TOUS (0)' })).toBeTruthy();
  });

  it('shows a failed load with « Réessayer », and the refresh reads the first page again', async () => {
    let fail = true;
    const list = fakeListReviews(() => [ZOE]);
    const { listReviews } = renderScreen({
      listReviews: async (input) => {
        if (fail) throw Object.assign(new Error('internal'), { code: 'functions/internal' });
        return list(input);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erreur lors du chargement des avis');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await card('Zoé Martin')).toBeTruthy();
    const calls = listReviews.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(listReviews.mock.calls.length).toBe(calls + 1));
    expect(listReviews).toHaveBeenLastCalledWith({ restaurantId: 'r1', tab: 'all', search: '' });
  });
});
