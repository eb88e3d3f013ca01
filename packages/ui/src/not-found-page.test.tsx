import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('speaks French and links home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage homeHref="/app" homeLabel="Retour à l'accueil" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/app');
  });
});
