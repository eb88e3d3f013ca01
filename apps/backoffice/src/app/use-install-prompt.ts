import { useEffect, useState } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/**
 * The browser's installation offer (spec: an 'Install app' button when the browser offers installation and
 * the app is not running standalone). Returns the action to run, or null when there is nothing to offer.
 */
export function useInstallPrompt(): (() => void) | null {
  const [event, setEvent] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    if (window.matchMedia?.('(display-mode: standalone)').matches) return;
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);
  if (!event) return null;
  return () => {
    void event.prompt().finally(() => setEvent(null));
  };
}
