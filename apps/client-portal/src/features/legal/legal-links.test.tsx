import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalLinks } from './legal-links';

function show(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('LegalLinks', () => {
  it('links to both legal pages in a named navigation', () => {
    show(<LegalLinks />);
    const nav = screen.getByRole('navigation', { name: 'Informations légales' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ["Conditions d'utilisation", '/conditions-utilisation', null],
      ['Politique de confidentialité', '/confidentialite', null],
    ]);
  });

  it('opens them in a new tab when asked, and says so to screen readers', () => {
    show(<LegalLinks newTab label="Documents" />);
    const terms = screen.getByRole('link', { name: "Conditions d'utilisation (nouvel onglet)" });
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    const privacy = screen.getByRole('link', { name: 'Politique de confidentialité (nouvel onglet)' });
    expect(privacy.getAttribute('href')).toBe('/confidentialite');
    expect(screen.getByRole('navigation', { name: 'Documents' })).toBeTruthy();
  });
});
