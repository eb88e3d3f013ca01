import { useCallback, useState } from 'react';

const KEY = 'dataProtectionNoticeSeen';

function seen(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The data-protection notice: it opens by itself the first time this browser starts a registration (when the
 * product is about to keep the person's data), and on demand from the link under the form. Signing in is
 * never interrupted by it.
 */
export function useDataProtectionNotice() {
  const [isOpen, setOpen] = useState(false);
  /** Called when the registration form shows: opens the notice unless it was already read here. */
  const openOnFirstRegistration = useCallback(() => {
    if (!seen()) setOpen(true);
  }, []);
  return {
    isOpen,
    open: () => setOpen(true),
    openOnFirstRegistration,
    close: () => {
      setOpen(false);
      try {
        window.localStorage.setItem(KEY, '1');
      } catch {
        // Private browsing without storage: the notice shows again next time.
      }
    },
  };
}
