import { useMemo, useRef } from 'react';
import { useToast, type ToastOptions } from './toast-provider';

/** The error toasts one form owns: what it said last, until it says otherwise. */
export interface ErrorToast {
  /** Shows `message` as an error toast, in place of the one this form showed before. */
  show(message: string, options?: ToastOptions): void;
  /** Takes this form's error toast away: the user edits the form, or the next try succeeded. */
  clear(): void;
}

/**
 * An error toast tied to a form, so that a refusal never outlives what it was about: a wrong password's
 * « Mot de passe incorrect » goes as soon as the password is edited or the next try signs in, instead of staying
 * five seconds beside « Bienvenue ».
 */
export function useErrorToast(): ErrorToast {
  const toast = useToast();
  const shown = useRef<number | null>(null);
  return useMemo(() => {
    const clear = () => {
      if (shown.current === null) return;
      toast.dismiss(shown.current);
      shown.current = null;
    };
    return {
      clear,
      show(message, options) {
        clear();
        shown.current = toast.error(message, options);
      },
    };
  }, [toast]);
}
