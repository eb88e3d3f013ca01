import { NotFoundPage } from '@app/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as TabletPage } from '../pages/tablet-page';
import { Providers, testQueryClient } from '../test-utils';
import { TabletLayout } from './tablet-layout';

vi.mock('../device/device-auth', () => ({
  pairedDevice: async () => null,
  deviceIdToken: async () => undefined,
  forgetDevice: async () => undefined,
  signInDevice: async () => undefined,
}));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <TabletLayout />,
        children: [
          { path: '/tablette', element: <TabletPage /> },
          { path: '*', element: <NotFoundPage homeHref="/tablette" homeLabel="Retour à la tablette" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

afterEach(cleanup);

describe('tablet shell', () => {
  it("links to the diners' site's terms of use and privacy notice", () => {
    renderAt('/tablette');
    expect(screen.getByRole('link', { name: "Conditions d'utilisation" }).getAttribute('href')).toMatch(
      /\/conditions-utilisation$/,
    );
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toMatch(
      /\/confidentialite$/,
    );
  });

  it('frames the first screen in the kiosk shell', async () => {
    const { container } = renderAt('/tablette');
    expect(await screen.findByRole('heading', { level: 1, name: 'Code établissement' })).toBeTruthy();
    expect(container.querySelector('.tablet-shell .tablet-shell__body main')).not.toBeNull();
    expect(screen.getByRole('banner').textContent).toBe('Espace fidélité');
  });

  it('leads back to the tablet from an unknown address', () => {
    renderAt('/page-perdue');
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la tablette' }).getAttribute('href')).toBe('/tablette');
  });
});
