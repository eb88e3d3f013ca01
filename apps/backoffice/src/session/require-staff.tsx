import { PageLoader } from '@app/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../routes/paths';
import { useSession } from './session-provider';

/** Guards every /app route: signed-out visitors go to /login (and come back after signing in). */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
