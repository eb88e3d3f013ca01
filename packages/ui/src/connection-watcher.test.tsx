import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionWatcher } from './connection-watcher';
import { ToastProvider } from './toast-provider';

afterEach(cleanup);

describe('ConnectionWatcher', () => {
  it('warns when offline and says Connexion rétablie when back', () => {
    render(
      <ToastProvider>
        <ConnectionWatcher offlineMessage="Hors connexion" />
      </ToastProvider>,
    );
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert').textContent).toContain('Hors connexion');
    expect(screen.getByText('Hors ligne')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Connexion rétablie')).toBeTruthy();
    expect(screen.queryByText('Hors ligne')).toBeNull();
  });
});
