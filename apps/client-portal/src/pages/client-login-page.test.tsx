import { ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ClientLoginPage } from './client-login-page';

const requestCode = vi.fn(async (..._args: unknown[]) => ({
  ok: true as const,
  resendAvailableAt: '2026-11-22T10:05:00.000Z',
}));
vi.mock('../features/customer-login/api/login-callables', () => ({
  loginCallables: { requestCode: (...args: unknown[]) => requestCode(...args) },
}));

function open(url: string) {
  const router = createMemoryRouter([{ path: '/client/login', element: <ClientLoginPage /> }], {
    initialEntries: [url],
  });
  render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

afterEach(() => {
  cleanup();
  requestCode.mockClear();
});

describe('/client/login', () => {
  it('asks the code for the venue whose page led here (it is mailed under its name)', async () => {
    open('/client/login?email=lea%40exemple.fr&restaurant=rest-bureau');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code par e-mail' }));
    await waitFor(() =>
      expect(requestCode).toHaveBeenCalledWith('lea@exemple.fr', undefined, 'rest-bureau', false, 'fr'),
    );
  });

  it('sends no venue when the address names none, or something that is not a reference', async () => {
    for (const url of [
      '/client/login?email=lea%40exemple.fr',
      '/client/login?email=lea%40exemple.fr&restaurant=Au%20Bureau',
    ]) {
      open(url);
      fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code par e-mail' }));
      await waitFor(() =>
        expect(requestCode).toHaveBeenCalledWith('lea@exemple.fr', undefined, undefined, false, 'fr'),
      );
      cleanup();
      requestCode.mockClear();
    }
  });
});
