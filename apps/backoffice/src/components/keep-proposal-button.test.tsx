import { ToastProvider } from '@app/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../lib/callables';
import type { Repositories } from '../lib/data';
import { ServicesProvider } from '../lib/services-context';
import { makeReservation } from '../test/make-reservation';
import { KeepProposalButton } from './keep-proposal-button';

afterEach(cleanup);

function renderKeep(overrides: Parameters<typeof makeReservation>[0]) {
  const keepTableProposal = vi.fn(async () => ({ ok: true as const, tableId: '4', changed: true }));
  const onRow = vi.fn();
  render(
    <ToastProvider>
      <ServicesProvider
        value={{
          repositories: {} as Repositories,
          callables: { keepTableProposal } as unknown as StaffCallables,
        }}
      >
        <div onClick={onRow}>
          <KeepProposalButton reservation={makeReservation({ id: 'r-4', ...overrides })} />
        </div>
      </ServicesProvider>
    </ToastProvider>,
  );
  return { keepTableProposal, onRow };
}

const proposal = { tables: '4', at: '2026-11-22T09:30:00.000Z' };

describe('KeepProposalButton', () => {
  it('keeps the engine’s « Table proposée » without opening the row, and says it', async () => {
    const { keepTableProposal, onRow } = renderKeep({ tableId: '4', tableProposal: proposal });
    fireEvent.click(screen.getByRole('button', { name: 'Garder la table proposée 4' }));
    await waitFor(() => expect(keepTableProposal).toHaveBeenCalledWith({ reservationId: 'r-4' }));
    expect(await screen.findByText('Table 4 gardée')).toBeTruthy();
    expect(onRow).not.toHaveBeenCalled();
  });

  it('is absent once staff touched the tables or changed them', () => {
    renderKeep({
      tableId: '4',
      tableProposal: proposal,
      tableLock: { by: 'staff-1', at: '2026-11-22T10:00:00.000Z' },
    });
    renderKeep({ tableId: '5', tableProposal: proposal });
    renderKeep({ tableId: '4' });
    expect(screen.queryByRole('button', { name: /Garder/ })).toBeNull();
  });
});
