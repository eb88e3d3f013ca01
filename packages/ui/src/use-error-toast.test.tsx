import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast-provider';
import { useErrorToast, type ErrorToast } from './use-error-toast';

afterEach(cleanup);

function mount() {
  const handles: { form?: ErrorToast; toast?: ReturnType<typeof useToast> } = {};
  function Probe() {
    handles.form = useErrorToast();
    handles.toast = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Probe />
    </ToastProvider>,
  );
  return handles as Required<typeof handles>;
}

const messages = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent ?? '');

describe('useErrorToast', () => {
  it('replaces its own error and takes it away on clear, leaving the other toasts', () => {
    const { form, toast } = mount();
    act(() => void form.show('Mot de passe incorrect'));
    act(() => void form.show('Adresse email invalide'));
    expect(messages()).toEqual([expect.stringContaining('Adresse email invalide')]);
    act(() => void toast.success('Bienvenue Julie'));
    act(() => form.clear());
    expect(messages()).toEqual([expect.stringContaining('Bienvenue Julie')]);
    // Nothing shown: clearing again changes nothing.
    act(() => form.clear());
    expect(messages()).toHaveLength(1);
  });
});
