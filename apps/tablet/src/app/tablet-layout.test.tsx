import { NotFoundPage } from '@app/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as TabletPage } from '../pages/tablet-page';
import { TabletLayout } from './tablet-layout';

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
  return render(<RouterProvider router={router} />);
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

  it('frames the title page in the kiosk shell', () => {
    const { container } = renderAt('/tablette');
    expect(screen.getByRole('heading', { level: 1, name: 'Tablette fidélité' })).toBeTruthy();
    expect(container.querySelector('.tablet-shell .tablet-shell__body main')).not.toBeNull();
    expect(screen.getByRole('banner').textContent).toBe('Espace fidélité');
  });

  it('leads back to the tablet from an unknown address', () => {
    renderAt('/page-perdue');
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la tablette' }).getAttribute('href')).toBe('/tablette');
  });
});
