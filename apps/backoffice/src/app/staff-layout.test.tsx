import { ToastProvider } from '@app/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_ID, StaffLayout } from './staff-layout';

vi.mock('../session/session-provider', () => ({
  useStaffSession: () => ({
    status: 'signed-in',
    staff: { name: 'Claire', email: 'claire@example.fr', role: 'admin' },
    restaurants: [{ id: 'r1', name: 'Au Bureau', emoji: '🍺' }],
    restaurant: { id: 'r1', name: 'Au Bureau', emoji: '🍺' },
    selectRestaurant: () => undefined,
    signOut: async () => undefined,
  }),
}));

afterEach(cleanup);

function renderLayout() {
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: <StaffLayout />,
        children: [
          {
            index: true,
            element: (
              <main>
                <h1>Accueil</h1>
              </main>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/app?tab=pending'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

describe('StaffLayout', () => {
  it('starts with « Aller au contenu », which moves the focus to the screen without changing the address', () => {
    Element.prototype.scrollIntoView = vi.fn();
    const router = renderLayout();
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    const focusable = document.querySelectorAll('a[href], button, select, input, [tabindex="0"]');
    expect(focusable[0]).toBe(skip);
    expect(skip.getAttribute('href')).toBe(`#${CONTENT_ID}`);
    fireEvent.click(skip);
    const content = document.getElementById(CONTENT_ID);
    expect(document.activeElement).toBe(content);
    expect(content?.contains(screen.getByRole('main'))).toBe(true);
    expect(router.state.location.search).toBe('?tab=pending');
    expect(router.state.location.hash).toBe('');
  });

  it('keeps the header title and the icon-only menu button named', () => {
    renderLayout();
    // The venue's mark is its logo or initials beside the title, never an emoji (issue 48).
    expect(document.querySelector('.app-header__title')?.textContent).toBe('Au Bureau');
    expect(document.querySelector('.app-header [data-venue-initials]')?.textContent).toBe('B');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' }).querySelector('svg')).toBeTruthy();
  });
});
