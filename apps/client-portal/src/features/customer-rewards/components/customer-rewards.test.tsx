import '../../../lib/jsdom-css-escape';
import { DEFAULT_LOYALTY_CONFIG, type MyVoucher } from '@app/domain';
import { CallableError } from '@app/data/functions-client';
import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../../lib/my-data/customer-fixture';
import { fakeMySpaceReads } from '../../../lib/my-data/fake-my-space-reads';
import { CustomerSessionContext } from '../../../session/customer-session-context';
import { CustomerRewards } from './customer-rewards';

const backend = vi.hoisted(() => ({
  claim: (_data: unknown): unknown => ({}),
  calls: [] as { name: string; data: unknown }[],
  store: null as null | ReturnType<typeof fakeMySpaceReads>,
}));

vi.mock('../../../lib/customer-functions', () => ({
  callAsCustomer: async (name: string, data: unknown) => {
    backend.calls.push({ name, data });
    if (name === 'claimGift') return backend.claim(data);
    throw new Error(`unexpected ${name}`);
  },
}));
vi.mock('../../../lib/my-data/customer-reads', () => ({
  customerReads: () => backend.store?.reads,
}));
vi.mock('../../../lib/qr-code/qr-code', () => ({
  QR_WIDTH: 300,
  toQrDataUrl: async (code: string) => `data:image/png;base64,${btoa(code)}`,
}));

/** Marie at Au Bureau: 62.5 points, a gift every 50 (café, then dessert): gift 1 to claim, gift 2 short of 37.5. */
const MARIE = customerFixture({
  id: 'marie@example.fr',
  name: 'Marie Dupont',
  restaurantIds: ['r1'],
  restaurantStats: { r1: { points: 62.5, giftsClaimed: 0 } },
});
const AU_BUREAU = {
  id: 'r1',
  name: 'Au Bureau',
  emoji: '🍺',
  slug: 'au-bureau',
  config: {
    ...DEFAULT_LOYALTY_CONFIG,
    giftInterval: 50,
    gifts: [
      { name: 'Café offert', emoji: '☕', order: 1 },
      { name: 'Dessert offert', emoji: '🍰', order: 2 },
    ],
  },
};
const VOUCHERS: MyVoucher[] = [
  {
    id: 'v-used',
    restaurantId: 'r2',
    restaurantName: 'Le Comptoir',
    description: '🍺 Bière offerte',
    value: 1,
    code: 'REWARD:398765401',
    status: 'used',
    createdAt: '2026-10-01T10:00:00.000Z',
    usedAt: '2026-11-22T10:00:00.000Z',
    giftNumber: 1,
  },
  {
    id: 'v-active',
    restaurantId: 'r1',
    restaurantName: 'Au Bureau',
    description: '🍰 Dessert offert',
    value: 3,
    code: 'REWARD:312345603',
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    giftNumber: 3,
    giftName: 'Dessert offert',
  },
  {
    id: 'v-expired',
    restaurantId: 'r1',
    restaurantName: 'Au Bureau',
    description: 'Remise',
    value: 10,
    code: 'REWARD:312345610',
    status: 'expired',
    createdAt: '2026-01-01T10:00:00.000Z',
    expiryDate: '2026-06-30',
  },
];

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const signOut = vi.fn(async () => {});
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <CustomerSessionContext.Provider value={{ email: 'marie@example.fr', signOut }}>
          <MemoryRouter>
            <CustomerRewards />
          </MemoryRouter>
        </CustomerSessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { signOut };
}

const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent ?? '');
const giftCard = (name: RegExp) =>
  screen.getAllByTestId('gift-card').find((card) => name.test(card.textContent ?? ''))!;
/** « Obtenir ce cadeau » in the confirmation dialog. */
async function confirmClaim() {
  const ask = await screen.findByRole('alertdialog');
  fireEvent.click(within(ask).getByRole('button', { name: 'Obtenir ce cadeau' }));
}

beforeEach(() => {
  backend.calls.length = 0;
  backend.store = fakeMySpaceReads({
    customer: MARIE,
    venues: [AU_BUREAU],
    vouchers: structuredClone(VOUCHERS),
  });
  backend.claim = () => ({ rewardId: 'gift_r1_marie_1', barcode: 'REWARD:312345601', created: true });
});
afterEach(cleanup);

describe('CustomerRewards', () => {
  it('shows the loading state, then the gifts: a claimable one and the next one out of reach', async () => {
    open();
    expect(screen.getByRole('status').textContent).toContain('Chargement de vos récompenses');
    expect(screen.getByRole('heading', { level: 1, name: 'Mes récompenses' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mon espace' }).getAttribute('href')).toBe('/client/espace');

    await screen.findAllByTestId('gift-card');
    const claimable = giftCard(/Café offert/);
    expect(within(claimable).getByText('Au Bureau')).toBeTruthy();
    expect(within(claimable).getByText('50 points requis')).toBeTruthy();
    // Never the gift's number in the cycle (issue 48); the vouchers come first, then the gifts by level.
    expect(document.body.textContent).not.toMatch(/Cadeau n°|#\d/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Mes bons',
      'Mes cadeaux',
    ]);
    // 50 points is « Nouveau » at Au Bureau (Bronze from 100): gift 2 (100 points) is under « Bronze ».
    const groups = screen.getAllByTestId('gift-group');
    expect(
      groups.map((g) => [g.dataset.level, within(g).getByRole('heading', { level: 3 }).textContent]),
    ).toEqual([
      ['new', 'Niveau Nouveau'],
      ['bronze', 'Niveau Bronze'],
    ]);
    expect(within(groups[1]!).getByText('À partir de 100 points')).toBeTruthy();
    const claimButton = within(claimable).getByRole('button', {
      name: 'Obtenir ce cadeau',
    }) as HTMLButtonElement;
    expect(claimButton.disabled).toBe(false);

    const short = giftCard(/Dessert offert/);
    const shortButton = within(short).getByRole('button', { name: 'Obtenir ce cadeau' }) as HTMLButtonElement;
    expect(shortButton.disabled).toBe(true);
    expect(within(short).getByText('Il vous faut 100 points pour obtenir ce cadeau')).toBeTruthy();
    expect(within(short).getByText('encore 37,5 points')).toBeTruthy();
    expect(shortButton.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('asks first, with the points and the balance after; « Annuler » claims nothing', async () => {
    open();
    const claimable = await screen.findByRole('article', { name: /Café offert/ });
    fireEvent.click(within(claimable).getByRole('button', { name: 'Obtenir ce cadeau' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Obtenir « Café offert » ?' });
    expect(within(ask).getByText('Ce cadeau demande 50 points chez Au Bureau.')).toBeTruthy();
    expect(
      within(ask).getByText('Solde après ce cadeau : 62,5 points (vos points ne sont pas dépensés).'),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.calls.some((call) => call.name === 'claimGift')).toBe(false);
  });

  it('claims a gift once confirmed, says so, and the live reads bring its voucher', async () => {
    open();
    const claimable = await screen.findByRole('article', { name: /Café offert/ });
    fireEvent.click(within(claimable).getByRole('button', { name: 'Obtenir ce cadeau' }));
    await confirmClaim();
    await waitFor(() => expect(toastTexts().join()).toContain('Café offert ajouté à vos récompenses !'));
    expect(backend.calls.find((call) => call.name === 'claimGift')?.data).toEqual({
      restaurantId: 'r1',
      giftNumber: 1,
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mes bons' })),
    );
    // The server counted the gift and made its voucher: the subscriptions deliver both.
    act(() => {
      backend.store?.setCustomer({
        ...MARIE,
        restaurantStats: { r1: { ...MARIE.restaurantStats.r1!, giftsClaimed: 1 } },
      });
      backend.store?.setVouchers([
        {
          id: 'gift_r1_marie_1',
          restaurantId: 'r1',
          restaurantName: 'Au Bureau',
          description: '☕ Café offert',
          value: 1,
          code: 'REWARD:312345601',
          status: 'active',
          createdAt: '2026-11-28T10:00:00.000Z',
          giftNumber: 1,
          giftName: 'Café offert',
        },
        ...VOUCHERS,
      ]);
    });
    await waitFor(() =>
      expect(
        screen.queryAllByTestId('gift-card').filter((card) => /Café/.test(card.textContent ?? '')),
      ).toEqual([]),
    );
    expect(screen.getAllByTestId('voucher-card')[0]?.dataset.voucherId).toBe('gift_r1_marie_1');
  });

  it('shows a voucher used at the till as used at once, in the list and open on the phone (issue 48, defect 9)', async () => {
    open();
    await screen.findByRole('heading', { name: 'Mes bons' });
    const active = () =>
      screen.getAllByTestId('voucher-card').find((card) => card.dataset.voucherId === 'v-active');
    expect(within(active()!).getByText('Disponible')).toBeTruthy();
    fireEvent.click(within(active()!).getByRole('button', { name: 'Utiliser' }));
    const sheet = await screen.findByRole('dialog', { name: '🍰 Dessert offert' });
    expect(await within(sheet).findByTestId('voucher-qr')).toBeTruthy();
    act(() =>
      backend.store?.setVouchers(
        VOUCHERS.map((v) =>
          v.id === 'v-active' ? { ...v, status: 'used', usedAt: '2026-11-28T19:40:00.000Z' } : v,
        ),
      ),
    );
    await waitFor(() =>
      expect(within(sheet).getByRole('status').textContent).toBe(
        'Bon utilisé le 28/11/2026 à 20:40 : il ne peut plus servir.',
      ),
    );
    expect(within(sheet).queryByTestId('voucher-qr')).toBeNull();
    expect(within(sheet).queryByTestId('voucher-code')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(within(active()!).getByText('Utilisé le 28/11/2026 à 20:40')).toBeTruthy());
    expect(within(active()!).queryByRole('button', { name: 'Utiliser' })).toBeNull();
  });

  it("shows the server's refusal, or 'Erreur lors de la création du cadeau' when it crashed", async () => {
    backend.claim = () => {
      throw new CallableError('failed-precondition', 'Il vous faut 50 points pour obtenir ce cadeau');
    };
    open();
    const claimable = await screen.findByRole('article', { name: /Café offert/ });
    fireEvent.click(within(claimable).getByRole('button', { name: 'Obtenir ce cadeau' }));
    await confirmClaim();
    await waitFor(() =>
      expect(toastTexts().join()).toContain('Il vous faut 50 points pour obtenir ce cadeau'),
    );

    backend.claim = () => {
      throw new CallableError('internal', 'Une erreur inattendue est survenue. Veuillez réessayer.');
    };
    fireEvent.click(
      within(await screen.findByRole('article', { name: /Café offert/ })).getByRole('button', {
        name: 'Obtenir ce cadeau',
      }),
    );
    await confirmClaim();
    await waitFor(() => expect(toastTexts().join()).toContain('Erreur lors de la création du cadeau'));
  });

  it('lists the vouchers newest first with their restaurant, status and validity; only active ones have « Utiliser »', async () => {
    open();
    await screen.findByRole('heading', { name: 'Mes bons' });
    const cards = screen.getAllByTestId('voucher-card');
    expect(cards.map((card) => card.dataset.voucherId)).toEqual(['v-active', 'v-used', 'v-expired']);

    const [active, used, expired] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(active).getByText('Disponible')).toBeTruthy();
    expect(within(active).getByText('Valable à vie')).toBeTruthy();
    expect(within(active).getByText('Cadeau : Dessert offert')).toBeTruthy();
    expect(active.textContent).not.toContain('Cadeau n°3');
    expect(within(active).getByRole('button', { name: 'Utiliser' })).toBeTruthy();

    expect(within(used).getByText('Le Comptoir')).toBeTruthy();
    expect(within(used).getByText('Utilisé le 22/11/2026 à 11:00')).toBeTruthy();
    expect(within(used).queryByRole('button')).toBeNull();

    expect(within(expired).getByText('Expiré')).toBeTruthy();
    expect(within(expired).getByText('Bon de réduction 10,00 €')).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();
  });

  it('opens the voucher full screen from « Utiliser » and closes it with « Fermer »', async () => {
    open();
    await screen.findByRole('heading', { name: 'Mes bons' });
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser' }));
    const dialog = await screen.findByRole('dialog', { name: '🍰 Dessert offert' });
    expect(within(dialog).getByText('Marie Dupont')).toBeTruthy();
    expect(within(dialog).getByTestId('voucher-code').textContent).toBe('312 345 603');
    const qr = (await within(dialog).findByTestId('voucher-qr')) as HTMLImageElement;
    expect(qr.alt).toBe('QR code du bon 312 345 603');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an empty state without gifts or vouchers', async () => {
    backend.store = fakeMySpaceReads({
      customer: { ...MARIE, restaurantIds: [], restaurantStats: {} },
      venues: [],
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aucune récompense pour le moment' }),
    ).toBeTruthy();
  });

  it('offers to retry when the rewards cannot be read', async () => {
    backend.store?.fail(true);
    open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Vos récompenses n'ont pas pu être chargées",
    );
    backend.store?.fail(false);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Mes cadeaux' })).toBeTruthy();
  });
});
