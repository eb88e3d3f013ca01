import { Button, Dialog } from '@app/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving the page with unsaved changes: inside the app (a menu link, the back button) with a dialog,
 * and before closing or reloading the tab with the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      title="Quitter sans enregistrer ?"
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) blocker.reset();
      }}
    >
      <div className="establishment-duplicate">
        <p>Vos modifications de l&apos;établissement ne sont pas enregistrées.</p>
        <div className="establishment-actions">
          <Button onPress={() => blocker.reset()}>Rester sur la page</Button>
          <Button variant="danger" onPress={() => blocker.proceed()}>
            Quitter sans enregistrer
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
