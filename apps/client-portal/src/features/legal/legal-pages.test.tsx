import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyNotice, TermsOfUse } from './index';

function show(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: <main>{element}</main> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

/** Every heading of the page, in document order, as 'h1 Title'. */
const outline = () =>
  Array.from(document.querySelectorAll('h1, h2, h3, h4')).map(
    (h) => `${h.tagName.toLowerCase()} ${h.textContent}`,
  );

afterEach(cleanup);

describe.each([
  {
    name: 'TermsOfUse',
    Page: TermsOfUse,
    title: "Conditions d'utilisation",
    other: ['Politique de confidentialité', '/confidentialite'],
  },
  {
    name: 'PrivacyNotice',
    Page: PrivacyNotice,
    title: 'Politique de confidentialité',
    other: ["Conditions d'utilisation", '/conditions-utilisation'],
  },
])('$name', ({ Page, title, other }) => {
  it('has one h1 then h2 sections only, each listed in the table of contents', () => {
    show(<Page />);
    const headings = outline();
    expect(headings[0]).toBe(`h1 ${title}`);
    expect(headings.slice(1).every((h) => h.startsWith('h2 '))).toBe(true);
    expect(headings.length).toBeGreaterThan(5);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const entries = within(toc)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(headings.slice(1).map((h) => h.slice(3)));
    for (const link of within(toc).getAllByRole('link')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))?.tagName).toBe('H2');
    }
  });

  it('gives its date, links to the other page and back to the login', () => {
    show(<Page />);
    expect(screen.getByText(/^Dernière mise à jour :/).textContent).toBe(
      'Dernière mise à jour : 24 novembre 2026',
    );
    expect(screen.getByRole('link', { name: other[0] }).getAttribute('href')).toBe(other[1]);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe(
      '/client/login',
    );
  });
});

describe('what the pages say', () => {
  it('the privacy notice: data kept, durations, who sees it, rights and the CNIL', () => {
    show(<PrivacyNotice />);
    const text = document.body.textContent ?? '';
    for (const fact of [
      'date de naissance et code postal',
      'valable 10 minutes',
      'empreinte',
      'pendant une heure',
      '3 ans après votre dernière activité',
      'Chaque restaurant ne voit que ses propres clients',
      'lien de désinscription',
      "l'accès",
      'la rectification',
      "l'effacement",
      "l'opposition",
      'la portabilité',
      'la limitation',
    ])
      expect(text).toContain(fact);
    const cnil = screen.getByRole('link', { name: 'https://www.cnil.fr (nouvel onglet)' });
    expect(cnil.getAttribute('href')).toBe('https://www.cnil.fr');
  });

  it('the terms: one account per e-mail, booking rules, lifelong vouchers, one review per visit', () => {
    show(<TermsOfUse />);
    const text = document.body.textContent ?? '';
    for (const fact of [
      'un seul compte par adresse e-mail',
      'e-mail de confirmation',
      'annuler une réservation confirmée et encore à venir',
      'appelez le restaurant',
      "Les points n'expirent jamais",
      '« Valable à vie »',
      'un seul avis par visite',
      'Le restaurant modère',
      'toutes les 5 heures',
    ])
      expect(text).toContain(fact);
  });
});
