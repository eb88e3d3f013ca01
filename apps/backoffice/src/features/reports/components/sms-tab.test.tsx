import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { SmsTab } from './sms-tab';

afterEach(cleanup);

function renderTab(readSmsUsage: StaffCallables['readSmsUsage']) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServicesProvider
        value={{ repositories: {} as Repositories, callables: { readSmsUsage } as unknown as StaffCallables }}
      >
        {/* 00:30 on 1 December in Paris is still 30 November in UTC: the year ends with December. */}
        <SmsTab restaurantId="r1" now={new Date('2026-11-30T23:30:00Z')} />
      </ServicesProvider>
    </QueryClientProvider>,
  );
}

describe('Rapports › SMS', () => {
  it('lists each month’s SMS and cost, the year’s total, and says when the cap was reached', async () => {
    const readSmsUsage = vi.fn(async () => ({
      usage: [
        { month: '2026-12', messages: 8, segments: 10, capped: 3, capReachedAt: '2026-12-01T09:00:00.000Z' },
        { month: '2026-11', messages: 40, segments: 50, capped: 0 },
        { month: '2026-10', messages: 0, segments: 0, capped: 0 },
      ],
    }));
    renderTab(readSmsUsage);
    const table = await screen.findByRole('table', { name: 'SMS envoyés par mois' });
    expect(readSmsUsage).toHaveBeenCalledWith({ restaurantId: 'r1', month: '2026-12', months: 12 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // header, December, November: the empty month is left out
    expect(rows[1]?.textContent).toContain('décembre 2026');
    expect(rows[1]?.textContent).toMatch(/0,70\s€/);
    expect(rows[2]?.textContent).toMatch(/3,50\s€/);
    expect(screen.getByText(/Total sur douze mois : 60 SMS, 4,20/)).toBeTruthy();
    expect(
      screen.getByText(
        'Plafond mensuel atteint en décembre 2026 (le 01/12/2026 à 10:00) : 3 messages sont partis par e-mail seulement.',
      ),
    ).toBeTruthy();
  });

  it('says when no SMS went out, and when the counters cannot be read', async () => {
    renderTab(async () => ({ usage: [{ month: '2026-12', messages: 0, segments: 0, capped: 0 }] }));
    expect(await screen.findByText('Aucun SMS envoyé sur les douze derniers mois')).toBeTruthy();
    cleanup();
    renderTab(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByText('Impossible de charger les SMS')).toBeTruthy();
  });
});
