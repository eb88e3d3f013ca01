import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { makeReservation } from '../../../test/make-reservation';
import { CancelledTab } from './cancelled-tab';
import { PendingRow } from './pending-row';

afterEach(cleanup);

function renderRow(overrides: Parameters<typeof makeReservation>[0]) {
  render(
    <ul>
      <PendingRow
        reservation={makeReservation({ status: 'PENDING', ...overrides })}
        isNew={false}
        busy={false}
        onConfirm={() => undefined}
        onRefuse={() => undefined}
      />
    </ul>,
  );
}

describe('« À confirmer » and the cancellations: the diner’s own changes (issue 48)', () => {
  it('says a request came back from the diner’s own change, and only then', () => {
    renderRow({ dinerChangedAt: '2026-11-22T09:00:00.000Z' });
    expect(screen.getByText('Modifiée par le client')).toBeTruthy();
    cleanup();
    renderRow({});
    expect(screen.queryByText('Modifiée par le client')).toBeNull();
  });

  it('says which cancellations the diner made themselves', () => {
    const items = [
      makeReservation({
        id: 'a',
        customerName: 'Ana Dupont',
        status: 'CANCELLED',
        dinerCancelledAt: '2026-11-22T09:00:00.000Z',
      }),
      makeReservation({ id: 'b', customerName: 'Léo Martin', status: 'CANCELLED' }),
    ];
    const { container } = render(
      <MemoryRouter>
        <CancelledTab items={items} refused={[]} now={new Date('2026-11-22T10:00:00.000Z')} />
      </MemoryRouter>,
    );
    const cards = container.querySelectorAll('.cancelled-card');
    expect(cards[0]?.textContent).toContain('Annulée par le client');
    expect(cards[1]?.textContent).not.toContain('par le client');
  });
});
