import type { CustomerHistoryPage, Entity } from '@app/data';
import { DEFAULT_LOYALTY_CONFIG, RestaurantCustomerSchema, type RestaurantCustomer } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { CustomerProfileScreen } from './customer-profile-screen';

const BISTROT = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };
const ZINC = { id: 'r2', name: 'Le Zinc', emoji: '🍺' };

function view(overrides: Partial<RestaurantCustomer> = {}): Entity<RestaurantCustomer> {
  const parsed = RestaurantCustomerSchema.parse({
    id: 'r1_lea@exemple.fr',
    restaurantId: 'r1',
    customerId: 'lea@exemple.fr',
    name: 'Léa Dupont',
    email: 'lea@exemple.fr',
    phone: '+33612345678',
    points: 175,
    completed: 3,
    visitsDeclared: 1,
    totalReservations: 6,
    cancelled: 2,
    covers: 10,
    visitsByWeekday: [0, 0, 0, 0, 0, 3, 1],
    visitsByHour: { '20': 3, '12': 1 },
    totalSpent: 240,
    firstVisit: '2026-03-06',
    lastVisit: '2026-11-20',
    firstSeenAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
  return { ...parsed, id: parsed.id };
}

function renderProfile(
  current: Entity<RestaurantCustomer>,
  options: {
    isMaster?: boolean;
    canExport?: boolean;
    history?: CustomerHistoryPage;
    others?: Record<string, Entity<RestaurantCustomer>>;
  } = {},
) {
  const callables = {
    updateCustomer: vi.fn(async () => ({ ok: true as const, customerId: current.customerId })),
    updateGuestFile: vi.fn(async (input: { allergies: string; notes: string; tags: string[] }) => ({
      ok: true as const,
      ...input,
    })),
    deleteCustomer: vi.fn(async () => ({ ok: true as const })),
    exportCustomerData: vi.fn(async () => ({
      data: {
        generatedAt: '2026-11-22T10:00:00.000Z',
        account: null,
        hasPassword: false,
        venues: [],
        truncated: false,
      },
      csv: 'Restaurant;Catégorie\r\n',
    })),
  };
  const repositories = {
    customers: {
      getForRestaurant: vi.fn(async ({ restaurantId }: { restaurantId: string }) =>
        restaurantId === 'r1' ? current : (options.others?.[restaurantId] ?? null),
      ),
      listTabPage: vi.fn(async () => ({ items: [], nextCursor: null })),
    },
    reservations: {
      listCustomerHistoryPage: vi.fn(async () => options.history ?? { items: [], nextCursor: null }),
    },
    loyalty: { getConfig: vi.fn(async () => DEFAULT_LOYALTY_CONFIG) },
  } as unknown as Repositories;
  const onChanged = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/app/customers/:customerId',
        element: (
          <CustomerProfileScreen
            view={current}
            restaurant={BISTROT}
            restaurants={[BISTROT, ZINC]}
            isMaster={options.isMaster ?? false}
            canExport={options.canExport ?? false}
            onChanged={onChanged}
          />
        ),
      },
      { path: '/app/reservations/:id', element: <h1>Réservation</h1> },
    ],
    { initialEntries: ['/app/customers/lea%40exemple.fr'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <ServicesProvider value={{ repositories, callables: callables as unknown as StaffCallables }}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesProvider>
    </ToastProvider>,
  );
  return { callables, onChanged, router };
}

afterEach(cleanup);

describe('Profil client', () => {
  it('shows the guest file and its labels, and saves allergies, note and tags for this restaurant', async () => {
    const { callables } = renderProfile(
      view({ allergies: 'Arachides', tags: ['VIP', 'Fan de jazz'], noShow: 2, billedVisits: 2 }),
    );
    const card = screen.getByRole('region', { name: 'Fiche client' });
    expect(within(card).getByText('Arachides')).toBeTruthy();
    expect(within(card).getByText('Absences : 2')).toBeTruthy();
    expect(within(card).getByText('120,00 €')).toBeTruthy(); // 240 € over 2 billed visits
    fireEvent.click(within(card).getByRole('button', { name: 'Modifier la fiche' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fiche client' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Allergies et régimes' }), {
      target: { value: 'Arachides, sésame' },
    });
    const vip = within(dialog).getByRole('button', { name: 'VIP' });
    expect(vip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(vip);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anniversaire' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer le tag Fan de jazz' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Autre tag' }), {
      target: { value: '#table 4' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(callables.updateGuestFile).toHaveBeenCalledTimes(1));
    expect(callables.updateGuestFile).toHaveBeenCalledWith({
      restaurantId: 'r1',
      customerId: 'lea@exemple.fr',
      allergies: 'Arachides, sésame',
      notes: '',
      tags: ['Anniversaire', 'Table 4'],
    });
    expect(await screen.findByText('Fiche client mise à jour !')).toBeTruthy();
  });

  it('shows the hero and « Informations »: tiles, consents, visited restaurants, the loyalty card', async () => {
    renderProfile(view({ email: '', customerId: 'Léa Dupont_0612345678', restaurantCount: 3 }), {
      others: { r2: view({ restaurantId: 'r2', points: 12 }) },
    });
    expect(screen.getByText('PROFIL CLIENT')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Léa Dupont' })).toBeTruthy();
    expect(screen.getAllByText('06 12 34 56 78').length).toBeGreaterThan(0);
    const hero = screen.getByRole('region', { name: 'Léa Dupont' });
    expect(within(hero).getByText('4')).toBeTruthy(); // visits here: 3 completed + 1 declared
    expect(await within(hero).findByText('50 %')).toBeTruthy(); // 175 points: half-way from Bronze (100) to Argent (250)
    expect(screen.getByText('Email non disponible')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Appeler' }).getAttribute('href')).toMatch(/^tel:/);
    const venues = await screen.findByRole('region', { name: 'Restaurants visités' });
    await waitFor(() => expect(within(venues).getByText(/Le Zinc/)).toBeTruthy());
    expect(within(venues).getByText('et 1 autre restaurant du groupe')).toBeTruthy();
    expect(screen.getByText('Plus que 75 points pour passer au niveau Argent')).toBeTruthy();
  });

  it('checks the edit form in the spec’s order, then saves for this restaurant with its notes', async () => {
    const { callables, onChanged } = renderProfile(view());
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le profil client' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    fireEvent.change(field(/E-mail/), { target: { value: '' } });
    fireEvent.change(field(/Nom complet/), { target: { value: '' } });
    save();
    expect(within(dialog).getByText("L'email est obligatoire")).toBeTruthy();
    fireEvent.change(field(/E-mail/), { target: { value: 'lea@exemple.fr' } });
    save();
    expect(within(dialog).getByText('Le nom est obligatoire')).toBeTruthy();
    fireEvent.change(field(/Nom complet/), { target: { value: 'Léa Martin' } });
    fireEvent.change(field(/Notes/), { target: { value: 'Allergie aux noix' } });
    save();
    await waitFor(() => expect(callables.updateCustomer).toHaveBeenCalledTimes(1));
    expect(callables.updateCustomer).toHaveBeenCalledWith(
      expect.objectContaining({
        customerId: 'lea@exemple.fr',
        restaurantId: 'r1',
        name: 'Léa Martin',
        notes: 'Allergie aux noix',
      }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('lea@exemple.fr'));
  });

  it('leaves the e-mail and the deletion of a customer known elsewhere to master_admin', async () => {
    renderProfile(view({ restaurantCount: 2 }));
    expect(screen.getByText(/seul l'administrateur principal peut changer son e-mail/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer le client' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le profil client' });
    expect(
      within(dialog)
        .getByRole('textbox', { name: /E-mail/ })
        .hasAttribute('readonly'),
    ).toBe(true);
    cleanup();
    renderProfile(view({ restaurantCount: 2 }), { isMaster: true });
    expect(screen.getByRole('button', { name: 'Supprimer le client' }).hasAttribute('disabled')).toBe(false);
  });

  it('lists the history with links to each reservation, or « Aucune réservation »', async () => {
    renderProfile(view());
    fireEvent.click(screen.getByRole('tab', { name: 'Historique' }));
    expect(await screen.findByText('Aucune réservation')).toBeTruthy();
    cleanup();
    const item = {
      id: 'res-1',
      restaurantId: 'r1',
      date: '2026-11-20',
      time: '20:00',
      partySize: 4,
      status: 'COMPLETED',
      specialRequests: 'Anniversaire',
      fromArchive: true,
    };
    renderProfile(view(), { history: { items: [item] as never, nextCursor: null } });
    fireEvent.click(screen.getByRole('tab', { name: 'Historique' }));
    const link = await screen.findByRole('link', { name: /vendredi 20 novembre 2026 à 20:00/i });
    expect(link.getAttribute('href')).toBe('/app/reservations/res-1');
    expect(within(link).getByText('Archivée')).toBeTruthy();
    expect(within(link).getByText('4 personnes')).toBeTruthy();
  });

  it('sums up this restaurant’s figures in « Statistiques »', () => {
    renderProfile(view());
    fireEvent.click(screen.getByRole('tab', { name: 'Statistiques' }));
    const stats = screen.getByRole('region', { name: 'Totaux dans ce restaurant' });
    const value = (label: string) =>
      within(stats).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(value('Visites')).toBe('4');
    expect(value('Couverts')).toBe('10');
    expect(value("Taux d'annulation")).toBe('33 %');
    expect(value('Taille moyenne de table')).toBe('2,5');
    expect(value('Jour préféré')).toBe('vendredi');
    expect(value('Heure préférée')).toBe('20h');
    expect(value('Première visite')).toBe('06/03/2026');
  });

  it('shows each consent’s proof, and lets the venue’s managers export the customer’s data', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const { callables } = renderProfile(
      view({
        emailMarketingConsent: true,
        consentProofs: {
          email: { granted: true, at: '2026-11-20T17:00:00.000Z', method: 'tablet', text: 'Offres' },
        },
      }),
      { canExport: true },
    );
    expect(screen.getByText('Accepté le 20/11/2026 à 18:00, sur la tablette')).toBeTruthy();
    expect(screen.getAllByText('Jamais demandé').length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Exporter ses données (RGPD)' }));
    await waitFor(() =>
      expect(callables.exportCustomerData).toHaveBeenCalledWith({
        customerId: 'lea@exemple.fr',
        restaurantId: 'r1',
      }),
    );
    const files = await screen.findByRole('list', { name: 'Fichiers de l’export' });
    expect(
      within(files).getByRole('link', { name: /donnees-lea@exemple\.fr-2026-11-22\.json/ }),
    ).toBeTruthy();
    expect(within(files).getByRole('link', { name: /\.csv/ })).toBeTruthy();
  });

  it('locks the offers box the diner unticked herself, says why, and saves the rest without it', async () => {
    const { callables } = renderProfile(
      view({
        consentProofs: {
          email: {
            granted: false,
            at: '2026-11-21T09:30:00.000Z',
            method: 'unsubscribe',
            text: 'Désinscription',
          },
          sms: { granted: false, at: '2026-11-21T09:30:00.000Z', method: 'staff', text: 'Refus' },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le profil client' });
    const email = within(dialog).getByRole('checkbox', { name: /offres du restaurant par e-mail/ });
    expect((email as HTMLInputElement).disabled).toBe(true);
    expect(
      within(dialog).getByText(
        'Retiré le 21/11/2026 à 10:30, par un lien de désinscription : seul le client peut le redonner, depuis son espace client.',
      ),
    ).toBeTruthy();
    // What staff recorded themselves stays theirs to correct.
    const sms = within(dialog).getByRole('checkbox', { name: /offres du restaurant par SMS/ });
    expect((sms as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(callables.updateCustomer).toHaveBeenCalledTimes(1));
    expect(callables.updateCustomer).toHaveBeenCalledWith(
      expect.objectContaining({ emailMarketingConsent: false }),
    );
  });

  it('offers no export to a venue’s admin (daily operations)', () => {
    renderProfile(view());
    expect(screen.queryByRole('button', { name: 'Exporter ses données (RGPD)' })).toBeNull();
  });
});
