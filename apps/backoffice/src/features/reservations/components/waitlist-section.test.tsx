import type { WaitlistEntry } from '@app/domain';
import { ToastProvider } from '@app/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { WaitlistSection } from './waitlist-section';

const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 'w1',
  restaurantId: 'r1',
  restaurantName: 'Au Bureau',
  date: '2026-11-24',
  time: '20:00',
  partySize: 4,
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.fr',
  phone: '+33612345678',
  status: 'WAITING',
  createdAt: '2026-11-22T09:00:00.000Z',
  ...overrides,
});

/** Renders the section; each test then waits for the state it expects (the list, the empty text, the alert). */
function renderSection(callables: Partial<StaffCallables>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ServicesProvider
          value={{ repositories: {} as Repositories, callables: callables as StaffCallables }}
        >
          <WaitlistSection restaurantId="r1" date="2026-11-24" dayVersion="v1" />
        </ServicesProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('WaitlistSection', () => {
  it('lists who waits with their phone, party and offer, and books one', async () => {
    const listWaitlist = vi.fn().mockResolvedValue({
      entries: [
        entry({}),
        entry({ id: 'w2', firstName: 'Marc', status: 'OFFERED', offerExpiresAt: '2026-11-24T19:35:00.000Z' }),
        entry({ id: 'w3', firstName: 'Zoé', status: 'BOOKED' }),
      ],
    });
    const bookFromWaitlist = vi.fn().mockResolvedValue({ reservationId: 'res9' });
    renderSection({ listWaitlist, bookFromWaitlist });

    expect(screen.getByRole('heading', { name: "Liste d'attente" })).toBeTruthy();
    expect(await screen.findAllByTestId('waitlist-entry')).toHaveLength(3);
    expect(screen.getAllByText('4 personnes')).toHaveLength(3);
    const phone = screen.getAllByRole('link', { name: '06 12 34 56 78' })[0];
    expect(phone?.getAttribute('href')).toBe('tel:+33612345678');
    expect(screen.getByText('En attente')).toBeTruthy();
    expect(screen.getByText("Offre envoyée jusqu'à 20:35")).toBeTruthy();
    expect(screen.getByText('Réservée')).toBeTruthy();
    // Booked entries have no actions.
    expect(screen.queryByRole('button', { name: 'Réserver pour Zoé Martin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Réserver pour Léa Martin' }));
    expect(await screen.findByText("Réservation créée depuis la liste d'attente")).toBeTruthy();
    expect(bookFromWaitlist).toHaveBeenCalledWith({ restaurantId: 'r1', entryId: 'w1' });
    // The list is read again after the booking.
    await waitFor(() => expect(listWaitlist).toHaveBeenCalledTimes(2));
  });

  it('marks a sign-up held for staff and blocks its address after asking', async () => {
    const listWaitlist = vi.fn().mockResolvedValue({
      entries: [
        entry({}),
        entry({ id: 'w9', firstName: 'Bot', email: 'bot@jetable.test', heldForReview: true }),
      ],
    });
    const blockGuestEmail = vi.fn().mockResolvedValue({ ok: true, blockId: 'b', refused: 0, removed: 1 });
    renderSection({ listWaitlist, blockGuestEmail });
    const [lea, bot] = await screen.findAllByTestId('waitlist-entry');
    expect(within(lea as HTMLElement).queryByText('Non vérifiée')).toBeNull();
    expect(within(bot as HTMLElement).getByText('Non vérifiée')).toBeTruthy();
    fireEvent.click(within(bot as HTMLElement).getByRole('button', { name: 'Bloquer cette adresse e-mail' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloquer cette adresse e-mail ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    await waitFor(() =>
      expect(blockGuestEmail).toHaveBeenCalledWith({ restaurantId: 'r1', waitlistEntryId: 'w9' }),
    );
    expect(await screen.findByText('Adresse bloquée')).toBeTruthy();
    await waitFor(() => expect(listWaitlist).toHaveBeenCalledTimes(2));
  });

  it('removes an entry', async () => {
    const removeWaitlistEntry = vi.fn().mockResolvedValue({ ok: true });
    renderSection({
      listWaitlist: vi.fn().mockResolvedValue({ entries: [entry({})] }),
      removeWaitlistEntry,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Léa Martin' }));
    await waitFor(() =>
      expect(removeWaitlistEntry).toHaveBeenCalledWith({ restaurantId: 'r1', entryId: 'w1' }),
    );
  });

  it('says when nobody waits, and offers to retry a failed read', async () => {
    renderSection({ listWaitlist: vi.fn().mockResolvedValue({ entries: [] }) });
    expect(await screen.findByText("Personne en liste d'attente ce jour-là")).toBeTruthy();
    cleanup();
    const listWaitlist = vi
      .fn()
      .mockRejectedValueOnce(new Error('hors ligne'))
      .mockResolvedValue({ entries: [] });
    renderSection({ listWaitlist });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Impossible de charger la liste d'attente",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Personne en liste d'attente ce jour-là")).toBeTruthy();
  });
});
