import { DEFAULT_LOYALTY_CONFIG } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedVenueIds, rememberVenueIds } from '../../session/remembered-venues';
import { clearSessionRecord } from '../../session/session-record';
import { customerFixture } from './customer-fixture';
import { earlySpaceReadsSettled, startEarlySpaceReads } from './early-space-reads';
import { fakeMySpaceReads } from './fake-my-space-reads';
import { useMyLoyalty } from './use-my-loyalty';

const backend = vi.hoisted(() => ({ store: null as null | ReturnType<typeof fakeMySpaceReads> }));
vi.mock('./customer-reads', () => ({ customerReads: () => backend.store?.reads }));

const EMAIL = 'camille@exemple.fr';
const venue = (id: string, name: string) => ({
  id,
  name,
  emoji: '🍺',
  slug: id,
  config: DEFAULT_LOYALTY_CONFIG,
});
const camille = (ids: string[]) =>
  customerFixture({
    id: EMAIL,
    name: 'Camille Martin',
    restaurantIds: ids,
    restaurantStats: Object.fromEntries(ids.map((id) => [id, { points: 40 }])),
  });

function Cards() {
  const loyalty = useMyLoyalty(EMAIL);
  return (
    <p data-testid="cards">
      {loyalty.isPending
        ? 'chargement'
        : (loyalty.data?.cards.map((card) => card.restaurantName).join(', ') ?? 'erreur')}
    </p>
  );
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Cards />
    </QueryClientProvider>,
  );

function spyReads(ids: string[], venues = [venue('r1', 'Au Bureau'), venue('r2', 'Le Zinc')]) {
  backend.store = fakeMySpaceReads({ customer: camille(ids), venues });
  const readVenues = vi.spyOn(backend.store.reads, 'readVenues');
  const watchIdentity = vi.spyOn(backend.store.reads, 'watchIdentity');
  return { readVenues, watchIdentity };
}

/** Lets the fake's answers (microtasks) arrive. */
const answers = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the space read early by the boot script', () => {
  it('reads the record and the remembered venues side by side, and the first render shows them', async () => {
    rememberVenueIds(EMAIL, ['r1', 'r2']);
    const { readVenues, watchIdentity } = spyReads(['r1', 'r2']);
    startEarlySpaceReads(EMAIL);
    // Both started at once: the venues do not wait for the record.
    expect(watchIdentity).toHaveBeenCalledTimes(1);
    expect(readVenues).toHaveBeenCalledWith({ restaurantIds: ['r1', 'r2'], restaurantStats: {} });
    await answers();
    show();
    expect(screen.getByTestId('cards').textContent).toBe('Au Bureau, Le Zinc');
    expect(readVenues).toHaveBeenCalledTimes(1);
  });

  it('takes venues still on their way rather than reading them again', async () => {
    rememberVenueIds(EMAIL, ['r1']);
    const { readVenues } = spyReads(['r1']);
    let arrive: (value: ReturnType<typeof venue>[]) => void = () => undefined;
    readVenues.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    startEarlySpaceReads(EMAIL);
    await answers();
    show();
    expect(screen.getByTestId('cards').textContent).toBe('chargement');
    arrive([venue('r1', 'Au Bureau')]);
    await waitFor(() => expect(screen.getByTestId('cards').textContent).toBe('Au Bureau'));
    expect(readVenues).toHaveBeenCalledTimes(1);
  });

  it("reads the record's venues when they are not the ones remembered, and remembers them", async () => {
    rememberVenueIds(EMAIL, ['r1']);
    const { readVenues } = spyReads(['r1', 'r2']);
    startEarlySpaceReads(EMAIL);
    await answers();
    show();
    await waitFor(() => expect(screen.getByTestId('cards').textContent).toBe('Au Bureau, Le Zinc'));
    expect(readVenues).toHaveBeenLastCalledWith({ restaurantIds: ['r1', 'r2'], restaurantStats: {} });
    expect(rememberedVenueIds(EMAIL)).toEqual(['r1', 'r2']);
  });

  it("never starts another customer's remembered venues, and forgets them with the session", async () => {
    rememberVenueIds('lea@exemple.fr', ['r2']);
    const { readVenues } = spyReads(['r1'], [venue('r1', 'Au Bureau')]);
    startEarlySpaceReads(EMAIL);
    expect(readVenues).not.toHaveBeenCalled();
    expect(rememberedVenueIds(EMAIL)).toBeUndefined();
    await answers();
    show();
    await waitFor(() => expect(screen.getByTestId('cards').textContent).toBe('Au Bureau'));
    expect(rememberedVenueIds(EMAIL)).toEqual(['r1']);
    clearSessionRecord();
    expect(rememberedVenueIds(EMAIL)).toBeUndefined();
  });

  it("lets the guard wait for this customer's reads, and not for another's", async () => {
    rememberVenueIds(EMAIL, ['r1']);
    const { readVenues } = spyReads(['r1']);
    let arrive: (value: ReturnType<typeof venue>[]) => void = () => undefined;
    readVenues.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
    startEarlySpaceReads(EMAIL);
    let settled = false;
    void earlySpaceReadsSettled(EMAIL).then(() => (settled = true));
    await expect(earlySpaceReadsSettled('lea@exemple.fr')).resolves.toBeUndefined();
    await answers();
    expect(settled).toBe(false);
    arrive([venue('r1', 'Au Bureau')]);
    await waitFor(() => expect(settled).toBe(true));
  });
});
