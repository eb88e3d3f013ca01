import { act, waitFor, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast-provider';
import type { ToastApi, ToastWords } from './toast-provider';

let api: ToastApi | undefined;
function Capture() {
  api = useToast();
  return null;
}

function setup(words?: ToastWords) {
  render(
    <ToastProvider words={words}>
      <Capture />
    </ToastProvider>,
  );
  if (!api) throw new Error('no api');
  return api;
}

afterEach(cleanup);

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a success 3 s and an error 5 s', () => {
    const toast = setup();
    act(() => {
      toast.success('Table 4 assignée !');
      toast.error('Erreur lors de l’assignation');
    });
    expect(screen.getByRole('status').textContent).toContain('Table 4 assignée !');
    expect(screen.getByRole('alert').textContent).toContain('Erreur lors de l’assignation');
    act(() => vi.advanceTimersByTime(3001));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs the action and closes, and stays when the duration is null', () => {
    const toast = setup();
    const onClick = vi.fn();
    act(() => {
      toast.info('Cliquez sur une table libre', {
        durationMs: null,
        title: 'Table 3',
        action: { label: 'Annuler', onClick },
      });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Table 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Cliquez sur une table libre')).toBeNull();
  });

  it('shows one copy of a repeated message', () => {
    const toast = setup();
    act(() => {
      toast.error('Erreur');
      toast.error('Erreur');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('refuses to work outside a provider', () => {
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});

describe('toast kinds', () => {
  it('gives each kind its own icon, colour class, role and spoken kind', async () => {
    const toast = setup();
    act(() => {
      toast.success('Réservation confirmée');
      toast.info('Nouvelle réservation');
      toast.warning('Service presque complet');
      toast.error('Créneau complet');
    });
    // The icons come in a chunk of their own, asked for when the provider mounts.
    await waitFor(() => expect(screen.getAllByTestId('toast')[3]?.querySelector('svg')).toBeTruthy());
    const items = screen.getAllByTestId('toast');
    const seen = items.map((item) => ({
      kind: item.getAttribute('data-kind'),
      className: item.className,
      role: item.getAttribute('role'),
      icon: item.querySelector('svg')?.getAttribute('class'),
      hidden: item.querySelector('svg')?.getAttribute('aria-hidden'),
      text: item.textContent,
    }));
    expect(seen.map((s) => s.role)).toEqual(['status', 'status', 'alert', 'alert']);
    expect(seen.map((s) => s.className)).toEqual([
      'toast toast--success',
      'toast toast--info',
      'toast toast--warning',
      'toast toast--error',
    ]);
    expect(seen.every((s) => s.hidden === 'true')).toBe(true);
    expect(new Set(seen.map((s) => s.icon)).size).toBe(4);
    expect(seen[0]?.icon).toContain('lucide-circle-check');
    expect(seen[2]?.icon).toContain('lucide-triangle-alert');
    expect(seen.map((s) => s.text?.split(' : ')[0])).toEqual([
      'Succès',
      'Information',
      'Attention',
      'Erreur',
    ]);
  });

  it('speaks the words a diner app gives it (issue 51), French by default', () => {
    const toast = setup({
      region: 'Notifications',
      close: 'Close the notification',
      kindPrefix: () => 'Error: ',
    });
    act(() => toast.error('Slot full'));
    expect(screen.getByRole('button', { name: 'Close the notification' })).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('Error: Slot full');
    cleanup();
    const french = setup();
    act(() => french.error('Créneau complet'));
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('Erreur : Créneau complet');
  });
});
