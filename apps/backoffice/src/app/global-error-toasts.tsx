import { useToast } from '@app/ui';
import { useEffect } from 'react';
import { toUserMessage } from '../lib/error-message';

/** Unhandled rejections and window errors become toasts; ResizeObserver noise is ignored (staff-operations §8). */
export function GlobalErrorToasts() {
  const toast = useToast();
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (String(event.message).includes('ResizeObserver')) return;
      toast.error(toUserMessage(event.error));
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      toast.error(toUserMessage(event.reason));
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [toast]);
  return null;
}
