import { useState } from 'react';

const KEY = 'dataProtectionNoticeSeen';

function seen(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** The data-protection notice opens by itself on a first visit of this browser, then on demand. */
export function useDataProtectionNotice() {
  const [isOpen, setOpen] = useState(() => !seen());
  return {
    isOpen,
    open: () => setOpen(true),
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
