import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boum');
  return <p>Contenu</p>;
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the French panel with Close and Reload', () => {
    const onClose = vi.fn();
    const onReload = vi.fn();
    render(
      <ErrorBoundary onClose={onClose} onReload={onReload}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Erreur de chargement' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(onReload).toHaveBeenCalledOnce();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByText('Contenu')).toBeTruthy();
  });
});
