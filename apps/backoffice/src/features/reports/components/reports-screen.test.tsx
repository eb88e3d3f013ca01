import type { EmailReport } from '@app/data';
import { computeServiceReport } from '@app/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReads } from '../../../lib/analytics-reads';
import { renderWithAnalytics } from '../../../test/render-with-analytics';
import { ReportsScreen } from './reports-screen';

const RESTAURANT = { id: 'r1', name: 'Le Bistrot', emoji: '🍷' };
const CARDS = {
  sent: 12,
  successRate: 91.7,
  openRate: 50,
  clickRate: 25,
  automations: 3,
  tracked: 8,
  bounces: 1,
  errors: 1,
};

function report(range: { from: string; to: string }): EmailReport {
  return {
    range,
    previousRange: { from: '2026-10-01', to: '2026-10-24' },
    cards: CARDS,
    previousCards: { ...CARDS, sent: 8, bounces: 0 },
    trends: {
      sent: 50,
      successRate: 0,
      openRate: -10,
      clickRate: 0,
      automations: 0,
      tracked: 0,
      bounces: null,
      errors: 0,
    },
    series: [{ bucket: range.from, granularity: 'day', sent: 12, failed: 1 }],
    byType: [{ type: 'confirmation', count: 12, failed: 1 }],
    tracking: { openRate: 50, clickRate: 25, bounceRate: 8.3 },
    service: computeServiceReport({
      counters: {
        svc_lunch_covers: 1240,
        svc_dinner_covers: 86,
        svc_dinner_noShows: 3,
        wd_6_covers: 1326,
        wd_6_noShows: 3,
        wd_2_cancellations: 2,
        svc_dinner_cancellations: 2,
      },
    }),
  };
}

function renderScreen(analytics: Partial<AnalyticsReads>) {
  const reads: AnalyticsReads = {
    overview: vi.fn(),
    rewards: vi.fn(),
    emailReport: vi.fn(async ({ range }) => report(range)),
    bookingFunnel: vi.fn(async () => [
      { label: 'Page ouverte', count: 200 },
      { label: 'Créneau choisi', count: 80, lostShare: 0.6 },
      { label: 'Demande envoyée', count: 50, lostShare: 0.375, siteWeb: 12 },
      { label: 'Confirmée', count: 40, lostShare: 0.2 },
    ]),
    emailLogPage: vi.fn(async () => ({ rows: [], next: null })),
    completionRuns: vi.fn(async () => []),
    restaurantsOverview: vi.fn(),
    exportEmailLogs: vi.fn(),
    exportFigures: vi.fn(),
    ...analytics,
  } as AnalyticsReads;
  renderWithAnalytics(reads, <ReportsScreen restaurant={RESTAURANT} />);
  return reads;
}

afterEach(cleanup);

describe('ReportsScreen', () => {
  it('shows the eight cards with their computed trends, none when the previous period had nothing', async () => {
    const reads = renderScreen({});
    expect((await screen.findByTestId('report-card-sent')).textContent).toContain('12');
    const sent = screen.getByTestId('report-card-sent').closest('.ui-stat') as HTMLElement;
    expect(within(sent).getByText(/\+50 %/)).toBeTruthy();
    const bounces = screen.getByTestId('report-card-bounces').closest('.ui-stat') as HTMLElement;
    expect(within(bounces).getByText('pas de période précédente')).toBeTruthy();
    const open = screen.getByTestId('report-card-openRate').closest('.ui-stat') as HTMLElement;
    expect(open.textContent).toContain('50,0 %');
    expect(within(open).getByText(/−10 %/)).toBeTruthy();
    // The default period is this month, up to today.
    const range = vi.mocked(reads.emailReport).mock.calls[0]?.[0].range;
    expect(range?.from).toMatch(/-01$/);
  });

  it('shows covers, no-shows and cancellations per service and per day of the week', async () => {
    renderScreen({});
    const rows = async (name: string) =>
      within(await screen.findByRole('table', { name }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(await rows('Par service')).toEqual([
      'ServiceCouvertsNo-showsAnnulations',
      'Midi1\u202f24000',
      'Soir8632',
    ]);
    const week = await rows('Par jour de la semaine');
    expect(week).toHaveLength(8);
    expect(week[2]).toBe('Mardi002');
    expect(week[6]).toBe('Samedi1\u202f32630');
  });

  it('exports the e-mail log of the period as a CSV download, with its progress', async () => {
    let progress: ((done: number, total: number) => void) | undefined;
    let finish: (csv: string) => void = () => undefined;
    const exportEmailLogs = vi.fn(
      (input: Parameters<AnalyticsReads['exportEmailLogs']>[0]) =>
        new Promise<string>((resolve) => {
          progress = input.onProgress;
          finish = resolve;
        }),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderScreen({ exportEmailLogs });
    await screen.findByTestId('report-card-sent');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Journal des e-mails (CSV)' }));
    await waitFor(() => expect(exportEmailLogs).toHaveBeenCalled());
    progress?.(500, 1200);
    expect(await screen.findByText('Export en cours… 500 / 1200')).toBeTruthy();
    finish('\uFEFFType;Destinataire\r\n');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob)));
    expect(await screen.findByText('Export terminé')).toBeTruthy();
  });

  it('shows the booking funnel of the period as a table: each step, its count and the share lost', async () => {
    const reads = renderScreen({});
    fireEvent.click(await screen.findByRole('tab', { name: 'Parcours de réservation' }));
    const table = await screen.findByRole('table', { name: 'Parcours de réservation' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ÉtapeNombrePerdus depuis l’étape précédente',
      'Page ouverte200—',
      'Créneau choisi8060 %',
      'Demande envoyée5037,5 %',
      'Confirmée4020 %',
    ]);
    // The requests made through the venue's own site (the widget, issue 52).
    expect(
      screen.getByText('Origine des demandes envoyées : site web 12, page de réservation 38'),
    ).toBeTruthy();
    expect(vi.mocked(reads.bookingFunnel).mock.calls[0]?.[0]).toMatchObject({ restaurantId: 'r1' });
  });

  it('says so when nobody opened the booking page, and offers to retry a failed read', async () => {
    const empty = [
      { label: 'Page ouverte', count: 0 },
      { label: 'Créneau choisi', count: 0 },
      { label: 'Demande envoyée', count: 0 },
      { label: 'Confirmée', count: 0 },
    ];
    renderScreen({ bookingFunnel: vi.fn(async () => empty) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Parcours de réservation' }));
    expect(await screen.findByText('Aucune visite de la page de réservation sur cette période')).toBeTruthy();
    cleanup();

    const bookingFunnel = vi
      .fn<AnalyticsReads['bookingFunnel']>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue(empty);
    renderScreen({ bookingFunnel });
    fireEvent.click(await screen.findByRole('tab', { name: 'Parcours de réservation' }));
    expect(await screen.findByText('Erreur lors du chargement du parcours de réservation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByText('Aucune visite de la page de réservation sur cette période')).toBeTruthy();
  });
});
