import type { AnalyticsOverview } from '@app/data';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReads } from '../../../lib/analytics-reads';
import { renderWithAnalytics } from '../../../test/render-with-analytics';
import { AnalyticsScreen } from './analytics-screen';

const RESTAURANT = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };

const OVERVIEW: AnalyticsOverview = {
  restaurantId: 'r1',
  loadedAt: '2026-11-24T10:00:00.000Z',
  totalCustomers: 12,
  newCustomers: 3,
  loyaltyRate: 41.7,
  reservationsByDay: Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${18 + i}`, count: i })),
  loyaltyDistribution: [
    { key: 'new', status: 'Nouveau', count: 7 },
    { key: 'bronze', status: 'Bronze', count: 5 },
  ] as AnalyticsOverview['loyaltyDistribution'],
  topCustomers: [1, 2, 3, 4].map((rank) => ({
    rank,
    customerId: `c${rank}@exemple.fr`,
    name: `Client ${rank}`,
    email: `c${rank}@exemple.fr`,
    points: 300 - rank * 50,
    reservations: 5 - rank,
    status: 'bronze' as const,
  })),
  bySource: { clients: 8, admin: 4, total: 12 },
  byStatus: [
    { key: 'diamond', count: 0 },
    { key: 'gold', count: 0 },
    { key: 'silver', count: 1 },
    { key: 'bronze', count: 4 },
    { key: 'new', count: 7 },
  ],
  performance: {
    averageReservationsPerDay: 1.71,
    noShowRate: 8.3,
    cancellationRate: 16.7,
    reviewsPerReservation: 0.25,
  },
  takings: { today: { amount: 86.5, tables: 1 }, period: { amount: 1234.5, tables: 12, covers: 31 } },
};

function renderScreen(
  overview: AnalyticsReads['overview'],
  role: 'admin_full' | 'master_admin' = 'admin_full',
) {
  const reads = { overview: vi.fn(overview) } as unknown as AnalyticsReads;
  renderWithAnalytics(reads, <AnalyticsScreen restaurant={RESTAURANT} role={role} />);
  return reads;
}

afterEach(cleanup);

describe('AnalyticsScreen', () => {
  it('shows the figures, the medals then #n, and the limited access of admin_full', async () => {
    renderScreen(async () => OVERVIEW);
    expect((await screen.findByTestId('analytics-total-customers')).textContent).toBe('12');
    expect(screen.getByTestId('analytics-loyalty-rate').textContent).toBe('41,7 %');
    expect(screen.getByTestId('analytics-average-per-day').textContent).toBe('1,71');
    expect(screen.getByText('Accès limité à vos restaurants autorisés')).toBeTruthy();
    const ranks = screen.getAllByLabelText(/^Rang /).map((node) => node.textContent);
    expect(ranks).toEqual(['🥇', '🥈', '🥉', '#4']);
    // Statuses and the top 10's badges on the venue's own scale (Ultra VIP, Or, Argent…), never VIP/Platinum/Gold.
    const statuses = screen.getByLabelText('Clients par statut', { selector: 'dl' });
    expect(statuses.textContent).toContain('Ultra VIP');
    expect(statuses.textContent).toContain('Argent');
    expect(statuses.textContent).not.toMatch(/Platinum|Gold|Silver/);
    expect(screen.getByTestId('analytics-status-bronze').textContent).toBe('4');
    const top = screen.getByRole('list', { name: 'Top 10 des clients' });
    expect(top.querySelectorAll('li')[0]?.textContent).toContain('Bronze');
    // The chart's figures are listed for screen readers: 7 days and a header.
    expect(
      screen.getByRole('table', { name: 'Réservations par jour (7 derniers jours)' }).querySelectorAll('tr'),
    ).toHaveLength(8);
  });

  it('says so when the figures cannot be read, and reads them again on « Réessayer »', async () => {
    let fail = true;
    const reads = renderScreen(async () => {
      if (fail) throw new Error('offline');
      return OVERVIEW;
    }, 'master_admin');
    expect(await screen.findByText('Erreur lors du chargement des statistiques')).toBeTruthy();
    expect(screen.queryByText('Accès limité à vos restaurants autorisés')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByTestId('analytics-total-customers').textContent).toBe('12'));
    expect(vi.mocked(reads.overview)).toHaveBeenCalledTimes(2);
  });
});
