import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallables } from '../../../lib/callables';
import type { Repositories } from '../../../lib/data';
import { ServicesProvider } from '../../../lib/services-context';
import { UsersTab } from './users-tab';

afterEach(cleanup);

const account = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@resto.fr`,
  role: 'master_admin',
  restaurantIds: ['r1'],
});

describe('UsersTab', () => {
  it('disables « Supprimer » on one’s own account with the reason, and not on another’s (issue 48, defect 13)', async () => {
    const listAll = vi.fn(async () => [account('me', 'Moi Même'), account('other', 'Autre Personne')]);
    const deleteUser = vi.fn(async () => ({ ok: true }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <ServicesProvider
            value={{
              repositories: { users: { listAll } } as unknown as Repositories,
              callables: {
                listInvitations: async () => ({ invitations: [] }),
                deleteUser,
              } as unknown as StaffCallables,
            }}
          >
            <UsersTab currentUid="me" restaurants={[{ id: 'r1', name: 'Le Bistrot', emoji: '🍷' }]} />
          </ServicesProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Utilisateurs' });
    const [mine, theirs] = within(list).getAllByRole('listitem');
    const deleteMine = within(mine!).getByRole('button', { name: /Supprimer/ });
    expect((deleteMine as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(deleteMine.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Vous ne pouvez pas supprimer votre propre compte');
    fireEvent.click(deleteMine);
    expect(screen.queryByRole('dialog')).toBeNull();

    const deleteTheirs = within(theirs!).getByRole('button', { name: /Supprimer/ });
    expect((deleteTheirs as HTMLButtonElement).disabled).toBe(false);
    expect(deleteTheirs.getAttribute('aria-describedby')).toBeNull();
    expect(within(theirs!).queryByText('Vous ne pouvez pas supprimer votre propre compte')).toBeNull();
  });
});
