import { ToastProvider } from '@app/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalErrorToasts } from './global-error-toasts';

afterEach(cleanup);

function renderWatcher() {
  render(
    <ToastProvider>
      <GlobalErrorToasts />
    </ToastProvider>,
  );
}

describe('GlobalErrorToasts', () => {
  it('turns an unhandled rejection and a window error into French error toasts', () => {
    renderWatcher();
    act(() => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(event, { reason: { code: 'functions/permission-denied', message: 'permission-denied' } });
      window.dispatchEvent(event);
    });
    expect(screen.getByRole('alert').textContent).toContain('Accès refusé');
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'boum', error: new Error('boum') }));
    });
    expect(screen.getByText('Une erreur inattendue est survenue. Veuillez réessayer.')).toBeTruthy();
  });

  it('ignores the ResizeObserver noise', () => {
    renderWatcher();
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
      );
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
