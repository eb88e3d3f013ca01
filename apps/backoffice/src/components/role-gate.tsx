import { MESSAGES } from '@app/domain';
import type { StaffRole } from '@app/domain';
import { Button, useToast } from '@app/ui';
import { ArrowLeft } from '@app/ui/icons';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/**
 * Checks on the page, not only in the menu, that the signed-in role may open it (administration §2, §6):
 * - `redirect` (settings, establishment): the toast 'Accès refusé : vous n'avez pas les permissions nécessaires'
 *   and /app/reservations;
 * - `panel` (analytics, reports): 'Accès refusé' with a way back to the dashboard.
 * The callables behind each page check the role again on the server.
 */
export function RoleGate({
  roles,
  refusal,
  children,
}: {
  roles: readonly StaffRole[];
  refusal: 'redirect' | 'panel';
  children: ReactNode;
}) {
  const { staff } = useStaffSession();
  if (roles.includes(staff.role)) return children;
  return refusal === 'redirect' ? <RefusedRedirect /> : <RefusedPanel />;
}

function RefusedRedirect() {
  const toast = useToast();
  useEffect(() => {
    toast.error(MESSAGES.settings.accessDenied);
  }, [toast]);
  return <Navigate to={paths.reservations} replace />;
}

function RefusedPanel() {
  const navigate = useNavigate();
  return (
    <main className="page">
      <div className="empty-state" role="alert">
        <h1>Accès refusé</h1>
        <p>{MESSAGES.settings.accessDenied}</p>
        <Button icon={ArrowLeft} onPress={() => void navigate(paths.home)}>
          Retour au tableau de bord
        </Button>
      </div>
    </main>
  );
}
