import type { Entity } from '@app/data';
import { DEFAULT_LOYALTY_CONFIG, type RestaurantCustomer } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import { ServicesProvider } from '../../../lib/services-context';
import { fakeRepositories, makeCustomer } from '../test/fake-customers';
import { CustomerFileScreen } from './customer-file-screen';

const RESTAURANT = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };

const LEA = makeCustomer('lea@exemple.fr', {
  name: 'Léa Dupont',
  firstName: 'Léa',
  lastName: 'Dupont',
  phone: '+33612345678',
  points: 120.5,
  totalReservations: 7,
  lastVisit: '2026-11-20',
  restaurantCount: 2,
});
const JULES = makeCustomer('Jules_0612345678', {
  name: 'Jules Martin',
  firstName: 'Jules',
  lastName: 'Martin',
  email: '',
  phone: '0612345678',
  points: 12,
  totalReservations: 1,
  firstSeenAt: '2026-11-22T10:00:00.000Z',
});
const ANONYME = makeCustomer('anonyme', { name: 'Zoé', firstName: 'Zoé', lastName: '', email: '' });

function renderScreen(
  customers: () => Entity<RestaurantCustomer>[] = () => [LEA, JULES, ANONYME],
  config = DEFAULT_LOYALTY_CONFIG,
) {
  const fake = fakeRepositories(customers, config);
  const router = createMemoryRouter(
    [
      { path: '/app/customers', element: <CustomerFileScreen restaurant={RESTAURANT} /> },
      { path: '/app/customers/:customerId', element: <h1>Profil du client</h1> },
    ],
    { initialEntries: ['/app/customers'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <ServicesProvider value={{ repositories: fake.repositories, callables: {} as StaffCallables }}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesProvider>
    </ToastProvider>,
  );
  return { ...fake, router };
}

/**
 * The customer's link, found by its text (the card's name link, an `a` with its href): a role query names every
 * link of 45 cards on each retry, which took seconds per card on a busy machine.
 */
const card = async (name: string) => screen.findByText(name, { selector: 'a[href]' });
/** The whole card (list item) of the customer whose link is named `name`. */
const cardItem = async (name: string) => (await card(name)).closest('li') as HTMLElement;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  cleanup();
  for (const [target, key] of [
    [document.documentElement, 'scrollHeight'],
    [window, 'innerHeight'],
    [window, 'scrollY'],
  ] as const)
    Reflect.deleteProperty(target, key);
});

describe('CustomerFileScreen', () => {
  it('shows each card: initials, name, badges, contact, points, reservations and last visit', async () => {
    const { listTabPage, getConfig } = renderScreen();
    const lea = await card('Léa Dupont');
    expect(lea.getAttribute('href')).toBe('/app/customers/lea%40exemple.fr');
    const inLea = within(await cardItem('Léa Dupont'));
    expect(inLea.getByText('LD')).toBeTruthy();
    expect(inLea.getByText('Plusieurs restaurants')).toBeTruthy();
    expect(await inLea.findByText('Bronze')).toBeTruthy();
    expect(inLea.getByText('Bronze').querySelector('svg.ui-tier-mark--bronze')).toBeTruthy();
    expect(inLea.getByText('lea@exemple.fr')).toBeTruthy();
    expect(inLea.getByText('120,5')).toBeTruthy();
    expect(inLea.getByText('7')).toBeTruthy();
    expect(inLea.getByText('20/11/2026')).toBeTruthy();
    expect(getConfig).toHaveBeenCalledWith('r1');
    expect(listTabPage).toHaveBeenCalledWith(
      expect.objectContaining({ restaurantId: 'r1', tab: 'all', search: '' }),
    );

    const jules = within(await cardItem('Jules Martin'));
    expect(jules.getByText('06 12 34 56 78')).toBeTruthy();
    expect(jules.getByText('12,0')).toBeTruthy();
    expect(jules.getByText('Jamais venu')).toBeTruthy();
    expect(jules.getByText('Nouveau')).toBeTruthy();
    expect(jules.queryByText('Plusieurs restaurants')).toBeNull();
    expect((await card('Jules Martin')).getAttribute('href')).toBe('/app/customers/Jules_0612345678');

    expect(within(await cardItem('Zoé')).getByText('Pas de contact')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Clients' }).querySelectorAll('li')).toHaveLength(3);
  });

  it('shows the tier of the restaurant’s own scale', async () => {
    renderScreen(() => [LEA], {
      ...DEFAULT_LOYALTY_CONFIG,
      levels: { bronze: 10, silver: 50, gold: 100, diamond: 500 },
    });
    const lea = within(await cardItem('Léa Dupont'));
    expect(await lea.findByText('Or')).toBeTruthy();
    expect(lea.getByText('Or').querySelector('svg.ui-tier-mark--gold')).toBeTruthy();
  });

  it('opens the customer’s profile from the card', async () => {
    const { router } = renderScreen();
    fireEvent.click(await card('Léa Dupont'));
    await screen.findByRole('heading', { name: 'Profil du client' });
    expect(router.state.location.pathname).toBe('/app/customers/lea%40exemple.fr');
  });

  it('lists a tab when it is chosen: VIP from 100 points, Nouveaux of the last 7 days', async () => {
    const { listTabPage } = renderScreen();
    await card('Léa Dupont');
    expect(screen.getByRole('tab', { name: 'Tous' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'VIP' }));
    await waitFor(() =>
      expect(listTabPage).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'vip' })),
    );
    await waitFor(() => expect(screen.queryByText('Jules Martin', { selector: 'a[href]' })).toBeNull());
    expect(await card('Léa Dupont')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Nouveaux' }));
    expect(await card('Jules Martin')).toBeTruthy();
    expect(screen.queryByText('Léa Dupont', { selector: 'a[href]' })).toBeNull();
  });

  it('searches the whole file from 2 characters, once typing pauses, and says when nothing is found', async () => {
    const { listTabPage } = renderScreen();
    await card('Léa Dupont');
    const box = screen.getByRole('searchbox', { name: 'Nom, téléphone, email...' });
    expect(box.getAttribute('placeholder')).toBe('Nom, téléphone, email...');
    expect(box.getAttribute('type')).toBe('search');
    fireEvent.change(box, { target: { value: 'd' } });
    await pause(400);
    expect(listTabPage).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'd' }));
    fireEvent.change(box, { target: { value: 'dupont l' } });
    await pause(100);
    expect(listTabPage).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'dupont l' }));
    await waitFor(() =>
      expect(listTabPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ tab: 'all', search: 'dupont l' }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Jules Martin', { selector: 'a[href]' })).toBeNull());
    expect(await card('Léa Dupont')).toBeTruthy();
    fireEvent.change(box, { target: { value: '06 12 34' } });
    expect(await card('Jules Martin')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'inconnu' } });
    expect(await screen.findByText('Aucun client trouvé')).toBeTruthy();
  });

  it('shows 20 customers, 20 more on demand or when scrolled to 80 %, then says all are loaded', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      makeCustomer(`client${String(i).padStart(2, '0')}@exemple.fr`, {
        name: `Client ${String(i).padStart(2, '0')}`,
      }),
    );
    const { listTabPage } = renderScreen(() => many);
    await card('Client 00');
    const list = () => screen.getByRole('list', { name: 'Clients' }).querySelectorAll('li');
    expect(list()).toHaveLength(20);
    expect(screen.queryByText('Tous les clients sont chargés')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Charger 20 clients de plus' }));
    await card('Client 39');
    expect(list()).toHaveLength(40);

    // Scrolled to 80 % of the page: the last 5 load without the button.
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 850 });
    fireEvent.scroll(window);
    await card('Client 44');
    expect(list()).toHaveLength(45);
    expect(listTabPage).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Tous les clients sont chargés')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Charger 20 clients de plus' })).toBeNull();
  });

  it('says « Aucun client » when the tab is empty', async () => {
    renderScreen(() => []);
    expect(await screen.findByText('Aucun client')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Clients' })).toBeNull();
  });

  it('says the list could not be loaded and reads it again with « Réessayer »', async () => {
    let fail = true;
    const { listTabPage } = renderScreen(() => {
      if (fail) throw new Error('réseau');
      return [LEA];
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erreur lors du chargement des clients');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await card('Léa Dupont')).toBeTruthy();
    expect(listTabPage).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
