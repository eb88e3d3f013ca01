import type { Reservation, TableConflict } from '@app/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReservation } from '../../../test/make-reservation';
import { buildViews } from '../day-model';
import type { ReservationView } from '../day-model';
import { ReservationLine } from './reservation-line';

afterEach(cleanup);

function renderLine(
  overrides: Parameters<typeof makeReservation>[0],
  extra: Partial<Pick<ReservationView, 'loyalty' | 'guest'>> = {},
  conflicts: TableConflict<Reservation>[] = [],
) {
  const [view] = buildViews([makeReservation(overrides)], (r) => ({ displayName: r.customerName, ...extra }));
  const handlers = { onOpen: vi.fn(), onStatusMenu: vi.fn(), onTables: vi.fn(), onAction: vi.fn() };
  render(
    <ul>
      <ReservationLine
        view={view!}
        conflicts={conflicts}
        now={new Date('2026-11-23T10:00:00Z')}
        {...handlers}
      />
    </ul>,
  );
  return handlers;
}

describe('ReservationLine (laptop)', () => {
  it('says time, guests and request on one line; its table and its name open what they name', () => {
    const handlers = renderLine({
      customerName: 'Léa Martin',
      time: '20:15',
      partySize: 4,
      specialRequests: 'Chaise haute',
      tableId: '3+4',
    });
    const line = screen.getByTestId('reservation-row');
    expect(within(line).getByText('20:15')).toBeTruthy();
    expect(within(line).getByText('4 personnes')).toBeTruthy();
    expect(line.querySelector('.reservation-line__request')?.getAttribute('title')).toBe('Chaise haute');
    fireEvent.click(within(line).getByRole('button', { name: 'Table 3, 4' }));
    expect(handlers.onTables).toHaveBeenCalledOnce();
    expect(handlers.onOpen).not.toHaveBeenCalled();
    fireEvent.click(within(line).getByRole('button', { name: /^Léa Martin, réservation de 20:15/ }));
    expect(handlers.onOpen).toHaveBeenCalledOnce();
  });

  it('offers its actions in a menu, those not possible yet disabled with when they become so', () => {
    const handlers = renderLine({ status: 'CONFIRMED', date: '2026-12-01', time: '20:00' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const seat = screen.getByRole('menuitem', { name: /^Installer · À partir du 01\/12/ });
    expect(seat.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Annuler' }));
    expect(handlers.onAction).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-12-01' }), 'cancel');
  });
});

describe('the marks beside the name (issue 36)', () => {
  it('shows the tier compactly, the guest file’s allergy, note and tags, each named', () => {
    renderLine(
      { customerName: 'Léa Martin' },
      {
        loyalty: { points: 620, pointsText: '620', levelName: 'Or', levelKey: 'gold' },
        guest: { allergies: 'Arachides', note: 'Table au calme', tags: ['Habituée'] },
      },
    );
    // A drawn mark, not an emoji (issue 48).
    const tier = screen.getByRole('img', { name: 'Or, 620 points' });
    expect(tier.textContent).toBe('');
    expect(tier.querySelector('svg.ui-tier-mark--gold')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Allergies : Arachides' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Note : Table au calme' })).toBeTruthy();
    expect(screen.getByText('Habituée')).toBeTruthy();
  });

  it('draws no tier for a new guest, and marks a table given twice with whom', () => {
    const other = makeReservation({ customerFirstName: 'Hugo', customerLastName: 'Thomas', time: '19:30' });
    renderLine(
      { tableId: '3' },
      { loyalty: { points: 5, pointsText: '5', levelName: 'Nouveau', levelKey: 'new' } },
      [{ table: '3', other }],
    );
    expect(screen.queryByRole('img', { name: /Nouveau/ })).toBeNull();
    expect(
      screen.getByRole('img', { name: 'Conflit de table : Table 3 aussi donnée à THOMAS Hugo (19:30)' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Table 3' }).className).toContain('table-block--conflict');
  });
});

describe('the diner’s re-confirmation', () => {
  it('marks a booking the diner confirmed from the reminder, and only that one', () => {
    renderLine({ status: 'CONFIRMED', dinerConfirmedAt: '2026-11-25T19:00:00.000Z' });
    expect(screen.getByRole('img', { name: 'Venue confirmée par le client' })).toBeTruthy();
    cleanup();
    renderLine({ status: 'CONFIRMED' });
    expect(screen.queryByRole('img', { name: 'Venue confirmée par le client' })).toBeNull();
  });

  it('says when the diner confirmed by answering the reminder SMS (issue 50)', () => {
    renderLine({
      status: 'CONFIRMED',
      dinerConfirmedAt: '2026-11-25T19:00:00.000Z',
      dinerConfirmedBy: 'sms',
    });
    expect(screen.getByRole('img', { name: 'Venue confirmée par le client par SMS' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Venue confirmée par le client' })).toBeNull();
  });

  it('marks a booking the diner changed or cancelled themselves, never one only staff touched (issue 48)', () => {
    renderLine({ status: 'PENDING', dinerChangedAt: '2026-11-22T09:00:00.000Z' });
    expect(screen.getByText('Modifiée par le client')).toBeTruthy();
    cleanup();
    renderLine({
      status: 'CANCELLED',
      dinerChangedAt: '2026-11-22T09:00:00.000Z',
      dinerCancelledAt: '2026-11-22T10:00:00.000Z',
    });
    expect(screen.getByText('Annulée par le client')).toBeTruthy();
    expect(screen.queryByText('Modifiée par le client')).toBeNull();
    cleanup();
    renderLine({ status: 'CANCELLED' });
    expect(screen.queryByText(/par le client$/)).toBeNull();
  });

  it('names the guest’s language when it is not French (issue 51)', () => {
    renderLine({ status: 'CONFIRMED', locale: 'en' });
    expect(screen.getByText('Anglais')).toBeTruthy();
    cleanup();
    renderLine({ status: 'CONFIRMED', locale: 'fr' });
    expect(screen.queryByText('Français')).toBeNull();
  });
});
