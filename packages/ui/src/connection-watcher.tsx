import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useToast } from './toast-provider';

export interface ConnectionWatcherProps {
  /** Warning shown while the browser is offline. */
  offlineMessage?: string;
  /** Success toast when the connection comes back (spec: 'Connexion rétablie'). */
  onlineMessage?: string;
}

/**
 * Watches the browser's connection: a persistent banner and a warning while offline, 'Connexion rétablie'
 * when it comes back.
 */
export function ConnectionWatcher({
  offlineMessage = 'Vous êtes hors ligne. Les modifications seront impossibles jusqu’au retour de la connexion.',
  onlineMessage = 'Connexion rétablie',
}: ConnectionWatcherProps) {
  const toast = useToast();
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );

  useEffect(() => {
    const goOffline = () => {
      setOffline(true);
      toast.warning(offlineMessage);
    };
    const goOnline = () => {
      setOffline(false);
      toast.success(onlineMessage);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [toast, offlineMessage, onlineMessage]);

  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      <WifiOff className="offline-banner__icon" aria-hidden="true" /> Hors ligne
    </div>
  );
}
