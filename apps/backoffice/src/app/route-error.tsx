import { ErrorPanel } from '@app/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '../routes/paths';

/**
 * What a route shows when its screen failed to load or to render (e.g. its code could not be fetched after a
 * deploy or a dropped connection): 'Erreur de chargement' with « Fermer », back to the previous screen (or the
 * home), and « Recharger la page ». Without it, React Router would show its own English developer page.
 */
export function RouteError({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const error = useRouteError();
  const navigate = useNavigate();
  // 'default' is the key of the entry the app was opened on: there is no screen of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  useEffect(() => {
    console.error('Erreur de chargement de la page', error);
  }, [error]);
  return (
    <main className="page">
      <ErrorPanel
        onClose={() => {
          if (cameFromApp) void navigate(-1);
          else void navigate(paths.home, { replace: true });
        }}
        onReload={onReload}
      />
    </main>
  );
}
