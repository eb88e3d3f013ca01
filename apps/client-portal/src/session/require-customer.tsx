import { CallableError } from '@app/data/functions-client';
import { PageLoader } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../routes/paths';
import { CustomerSessionContext, customerKeys } from './customer-session-context';
import type { CustomerSession } from './customer-session-context';
import { takeProvenSession } from './proven-session';
import { clearSessionRecord, readLiveSession, SESSION_REFRESH_MS } from './session-record';

type GuardState = { kind: 'checking' } | { kind: 'out' } | { kind: 'in'; email: string };

async function endFirebaseSession(): Promise<void> {
  try {
    await (await import('./customer-auth')).signOutCustomer();
  } catch {
    // Nothing to end, or the SDK failed to load: the browser record is gone either way.
  }
}

/**
 * Route layout of every customer page but the login (customer-flows §2): without a live session, back to
 * /client/login. The browser record must be within its 24 h / 30 days and the Firebase session must be the
 * same customer's. Every 30 minutes, and when the tab comes back, the expiry is checked again and the
 * customer's data re-read.
 */
export function Component() {
  const [state, setState] = useState<GuardState>(() => {
    const record = readLiveSession();
    if (!record) return { kind: 'out' };
    // Checked by the boot script already (Auth names this customer, their reads answered): no loader between its
    // painted greeting and the space.
    return takeProvenSession() === record.email ? { kind: 'in', email: record.email } : { kind: 'checking' };
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (state.kind !== 'checking') return;
    const record = readLiveSession();
    if (!record) return setState({ kind: 'out' });
    let live = true;
    void import('./customer-auth')
      .then((auth) => auth.signedInCustomerEmail())
      .catch(() => null)
      .then(async (email) => {
        if (!live) return;
        if (email && email === record.email) {
          // The reads the boot script started for the space (its customer's record and venues): the page's first
          // render shows their answers (never a failure: the page's queries say it and read again).
          await import('../lib/my-data/early-space-reads')
            .then((reads) => reads.earlySpaceReadsSettled(email))
            .catch(() => undefined);
          if (live) setState({ kind: 'in', email });
          return;
        }
        clearSessionRecord();
        await endFirebaseSession();
        if (live) setState({ kind: 'out' });
      });
    return () => {
      live = false;
    };
  }, [state.kind]);

  const signOut = useCallback(async () => {
    clearSessionRecord();
    await endFirebaseSession();
    queryClient.removeQueries({ queryKey: customerKeys.all });
    void navigate(paths.clientLogin, { replace: true });
  }, [navigate, queryClient]);

  useEffect(() => {
    if (state.kind !== 'in') return;
    const check = () => {
      if (!readLiveSession()) return void signOut();
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !readLiveSession()) void signOut();
    };
    const timer = window.setInterval(check, SESSION_REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [state.kind, signOut, queryClient]);

  // The server ends a session too (24 hours, or 30 days with remember-me, from the sign-in): whatever read or
  // write of a customer page it refuses as not signed in ends the browser's session and opens the login page.
  useEffect(() => {
    if (state.kind !== 'in') return;
    const refused = (error: unknown) => error instanceof CallableError && error.status === 'unauthenticated';
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error))
        void signOut();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error))
        void signOut();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [state.kind, signOut, queryClient]);

  const email = state.kind === 'in' ? state.email : '';
  const session = useMemo<CustomerSession>(() => ({ email, signOut }), [email, signOut]);

  if (state.kind === 'out') return <Navigate to={paths.clientLogin} replace />;
  if (state.kind === 'checking') return <PageLoader label="Ouverture de votre espace..." />;
  return (
    <CustomerSessionContext.Provider value={session}>
      <Outlet />
    </CustomerSessionContext.Provider>
  );
}
