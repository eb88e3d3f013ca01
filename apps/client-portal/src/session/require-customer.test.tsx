import { CallableError } from '@app/data/functions-client';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerKeys } from './customer-session-context';
import { markSessionProven } from './proven-session';
import { Component as RequireCustomer } from './require-customer';
import { readSessionRecord, writeSessionRecord } from './session-record';

const signOutCustomer = vi.fn(async () => undefined);
vi.mock('./customer-auth', () => ({
  signedInCustomerEmail: async () => 'lea@exemple.fr',
  signOutCustomer: () => signOutCustomer(),
}));

// The space's early reads are not this guard's subject: their module (the store client, the schemas) would only
// make the guard's first state wait for its import, seconds on a busy machine.
vi.mock('../lib/my-data/early-space-reads', () => ({ earlySpaceReadsSettled: async () => undefined }));

const refused = () => {
  throw new CallableError('unauthenticated', 'Vous devez être connecté pour effectuer cette action');
};

/** A customer page whose read, or whose write, the server refuses as not signed in. */
function Page({ failOn }: { failOn: 'read' | 'write' }) {
  const read = useQuery({
    queryKey: [...customerKeys.all, 'page'],
    queryFn: failOn === 'read' ? refused : async () => 'ok',
    retry: false,
  });
  const write = useMutation({ mutationFn: async () => refused() });
  return (
    <main>
      <h1>Espace client</h1>
      <p>{read.data}</p>
      <button type="button" onClick={() => write.mutate()}>
        Réclamer
      </button>
    </main>
  );
}

function open(failOn: 'read' | 'write') {
  const router = createMemoryRouter(
    [
      {
        element: <RequireCustomer />,
        children: [{ path: '/client/espace', element: <Page failOn={failOn} /> }],
      },
      { path: '/client/login', element: <h1>Connexion à votre espace</h1> },
    ],
    { initialEntries: ['/client/espace'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  writeSessionRecord({ email: 'lea@exemple.fr', loginAt: Date.now(), remember: true });
});
afterEach(() => {
  cleanup();
  signOutCustomer.mockClear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the customer pages’ guard', () => {
  it('ends the session when the server refuses a read as not signed in', async () => {
    open('read');
    expect(await screen.findByRole('heading', { name: 'Connexion à votre espace' })).toBeTruthy();
    expect(readSessionRecord()).toBeNull();
    expect(signOutCustomer).toHaveBeenCalled();
  });

  it('ends it too when the server refuses a write (a gift claimed on an expired session)', async () => {
    open('write');
    expect(await screen.findByText('ok')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réclamer' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Connexion à votre espace' })).toBeTruthy(),
    );
    expect(readSessionRecord()).toBeNull();
  });

  it('opens the page at its first render when the boot script proved the same customer signed in, once', async () => {
    markSessionProven('lea@exemple.fr');
    open('write');
    expect(screen.getByRole('heading', { name: 'Espace client' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    open('write');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Espace client' })).toBeTruthy();
  });

  it('never takes a proof for another customer than the browser session names', () => {
    markSessionProven('autre@exemple.fr');
    open('write');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Espace client' })).toBeNull();
  });
});
