import type { RestaurantOverviewItem, RestaurantsOverview } from '@app/data';
import type { WaitlistEntry } from '@app/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAnalytics } from '../../../test/render-with-analytics';
import { RestaurantsOverviewScreen } from './restaurants-overview-screen';

const item = (over: Partial<RestaurantOverviewItem>): RestaurantOverviewItem => ({
  id: 'r1',
  name: 'Au Bureau',
  emoji: '',
  address: '1 rue de Paris',
  tables: 12,
  seats: 40,
  todayHours: '12:00 – 14:30, 19:00 – 22:30',
  todayCovers: 31,
  capacity: 40,
  capacityBasis: 'seats',
  occupancy: 78,
  todayByService: { lunch: 9, dinner: 22 },
  pendingRequests: 3,
  ...over,
});

const OVERVIEW: RestaurantsOverview = {
  restaurants: [
    item({}),
    item({ id: 'r2', name: 'Le Zinc', pendingRequests: 0, todayByService: { lunch: 0, dinner: 4 } }),
  ],
  totals: {
    restaurants: 2,
    tables: 24,
    seats: 80,
    todayCovers: 35,
    capacity: 80,
    occupancy: 44,
    pendingRequests: 3,
  },
};

const entry = (status: WaitlistEntry['status']) => ({ status }) as WaitlistEntry;

afterEach(cleanup);

describe('RestaurantsOverviewScreen', () => {
  it('shows each venue’s guests per service, its requests to confirm and its waitlist of today', async () => {
    const listWaitlist = vi.fn(async ({ restaurantId }: { restaurantId: string }) => ({
      entries:
        restaurantId === 'r1' ? [entry('WAITING'), entry('OFFERED'), entry('BOOKED')] : [entry('EXPIRED')],
    }));
    renderWithAnalytics(
      { restaurantsOverview: vi.fn(async () => OVERVIEW) },
      <RestaurantsOverviewScreen
        restaurantIds={['r1', 'r2']}
        role="admin_full"
        onSelect={vi.fn()}
        onCreated={vi.fn()}
      />,
      { listWaitlist } as never,
    );
    const bureau = within(await screen.findByTestId('overview-card-r1'));
    expect(bureau.getByTestId('overview-lunch').textContent).toBe('9');
    expect(bureau.getByTestId('overview-dinner').textContent).toBe('22');
    expect(bureau.getByTestId('overview-pending').textContent).toBe('3 demandes à confirmer');
    expect((await bureau.findByTestId('overview-waitlist')).textContent).toBe('2 clients en liste d’attente');
    expect(bureau.getByRole('button', { name: 'Voir les demandes : Au Bureau' })).toBeTruthy();
    const zinc = within(screen.getByTestId('overview-card-r2'));
    expect(zinc.getByTestId('overview-pending').textContent).toBe('Aucune demande à confirmer');
    expect(zinc.queryByRole('button', { name: /Voir les demandes/ })).toBeNull();
    expect(zinc.queryByTestId('overview-waitlist')).toBeNull();
    expect(screen.getByTestId('overview-total-pending').textContent).toContain('3');
    expect(listWaitlist).toHaveBeenCalledWith({
      restaurantId: 'r2',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});
