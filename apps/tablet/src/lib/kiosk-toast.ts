import { useToast } from '@app/ui';
import { useMemo } from 'react';

/** The tablet's toasts stay 2.5 s (customer-flows §8): customers read them standing in front of the kiosk. */
export const KIOSK_TOAST_MS = 2500;

/** Error and success toasts with the kiosk's duration. */
export function useKioskToast() {
  const toast = useToast();
  return useMemo(
    () => ({
      error: (message: string) => toast.error(message, { durationMs: KIOSK_TOAST_MS }),
      success: (message: string) => toast.success(message, { durationMs: KIOSK_TOAST_MS }),
    }),
    [toast],
  );
}
