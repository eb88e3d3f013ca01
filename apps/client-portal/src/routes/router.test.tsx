import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstPage, PortalRoutes } from './router';

vi.mock('../pages/booking-page', () => ({ Component: () => <h1>Page de réservation</h1> }));
vi.mock('../pages/terms-page', () => ({ Component: () => <h1>Conditions</h1> }));

afterEach(cleanup);

function open(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalRoutes />
    </MemoryRouter>,
  );
}

describe('PortalRoutes', () => {
  it("shows the page opened first in React's first render once its code is preloaded", async () => {
    await preloadFirstPage('/reservation/au-bureau');
    open('/reservation/au-bureau');
    // No loader turn: the heading is there synchronously.
    expect(screen.getByRole('heading', { name: 'Page de réservation' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads any other page as it renders, behind the loader', async () => {
    await act(() => preloadFirstPage('/conditions-utilisation'));
    open('/conditions-utilisation');
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    expect(await screen.findByRole('heading', { name: 'Conditions' })).toBeTruthy();
  });

  it('answers an unknown address with the 404 page', async () => {
    open('/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });
});
