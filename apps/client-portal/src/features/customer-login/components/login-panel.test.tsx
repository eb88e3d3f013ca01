import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPanel } from './login-panel';

const verifyCode = vi.fn(async () => ({
  token: 't',
  customerId: 'lea@exemple.fr',
  email: 'lea@exemple.fr',
  accountCreated: true,
}));
vi.mock('../api/login-callables', () => ({ loginCallables: { verifyCode: () => verifyCode() } }));
const completeSignIn = vi.fn(async () => {
  throw new Error('auth/network-request-failed');
});
vi.mock('../../../session/complete-sign-in', () => ({ completeSignIn: () => completeSignIn() }));

function open() {
  const router = createMemoryRouter(
    [
      { path: '/client/login', element: <LoginPanel initialEmail="lea@exemple.fr" initialCode="123456" /> },
      { path: '/client/espace', element: <h1>Mon espace</h1> },
    ],
    { initialEntries: ['/client/login'] },
  );
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

afterEach(cleanup);

describe('LoginPanel', () => {
  it('opens the code step filled from a confirmation link', () => {
    open();
    expect((screen.getByRole('textbox', { name: 'Code reçu par e-mail' }) as HTMLInputElement).value).toBe(
      '123456',
    );
  });

  it('says so when the code was right but the session could not be opened, and stays on the page', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Valider et créer mon compte' }));
    expect((await screen.findAllByText('Erreur lors de la connexion')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Mon espace' })).toBeNull();
    expect(completeSignIn).toHaveBeenCalled();
  });
});
