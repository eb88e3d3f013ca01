import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallableError } from '@app/data/functions-client';
import { LoginPanel } from './login-panel';

const requestCode = vi.fn(async (..._args: unknown[]) => ({
  ok: true as const,
  resendAvailableAt: '2099-01-01T00:05:00.000Z',
}));
const resetPassword = vi.fn(async (_input: unknown) => ({ ok: true as const }));
vi.mock('../api/login-callables', () => ({
  loginCallables: {
    requestCode: (...args: unknown[]) => requestCode(...args),
    resetPassword: (input: unknown) => resetPassword(input),
  },
}));

function open() {
  const router = createMemoryRouter(
    [{ path: '/client/login', element: <LoginPanel initialEmail="lea@exemple.fr" venue="au-bureau" /> }],
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

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('« Mot de passe oublié ? »', () => {
  it('mails a code from the venue, checks the new password here, then opens the password sign-in', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Me connecter avec mon mot de passe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeTruthy();
    expect(requestCode).toHaveBeenCalledWith('lea@exemple.fr', undefined, 'au-bureau', true, 'fr');

    type('Code reçu par e-mail', '123456');
    type('Nouveau mot de passe', 'nouveau34');
    type('Confirmer le mot de passe', 'nouveau35');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();

    type('Confirmer le mot de passe', 'nouveau34');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    await waitFor(() =>
      expect(resetPassword).toHaveBeenCalledWith({
        email: 'lea@exemple.fr',
        code: '123456',
        password: 'nouveau34',
        confirmPassword: 'nouveau34',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Connexion par mot de passe' })).toBeTruthy();
    expect(
      (await screen.findAllByText('Mot de passe modifié. Connectez-vous avec votre nouveau mot de passe.'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('shows the server’s refusal of the code beside it', async () => {
    resetPassword.mockRejectedValueOnce(new CallableError('permission-denied', 'Code incorrect'));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Me connecter avec mon mot de passe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await screen.findByRole('heading', { name: 'Nouveau mot de passe' });
    type('Code reçu par e-mail', '654321');
    type('Nouveau mot de passe', 'nouveau34');
    type('Confirmer le mot de passe', 'nouveau34');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    expect((await screen.findAllByText('Code incorrect')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeTruthy();
  });
});
