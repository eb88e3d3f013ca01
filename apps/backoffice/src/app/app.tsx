import { GENERIC_MESSAGES } from '@app/domain';
import { ConnectionWatcher, ErrorBoundary, ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createDocReader, createRepositories } from '../lib/data';
import { createStaffCallables } from '../lib/callables';
import { firebase } from '../lib/firebase';
import { ServicesProvider } from '../lib/services-context';
import { router } from '../routes/router';
import { createSessionBackend } from '../session/session-backend';
import { SessionProvider } from '../session/session-provider';
import { GlobalErrorToasts } from './global-error-toasts';

/** One cache for the screens' queries and mutations (ARCHITECTURE §8: callables are mutations). */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/** Providers shared by every screen of the back office. */
export function App() {
  const repositories = useMemo(() => createRepositories(createDocReader()), []);
  const services = useMemo(
    () => ({ repositories, callables: createStaffCallables(firebase().functions) }),
    [repositories],
  );
  const backend = useMemo(() => createSessionBackend(repositories), [repositories]);
  return (
    <ErrorBoundary>
      <ToastProvider>
        <GlobalErrorToasts />
        {/* On every screen, the sign-in included: a warning and a banner while offline, then 'Connexion rétablie'. */}
        <ConnectionWatcher
          offlineMessage={GENERIC_MESSAGES.offline}
          onlineMessage={GENERIC_MESSAGES.backOnline}
        />
        <QueryClientProvider client={queryClient}>
          <ServicesProvider value={services}>
            <SessionProvider backend={backend}>
              <RouterProvider router={router} />
            </SessionProvider>
          </ServicesProvider>
        </QueryClientProvider>
      </ToastProvider>
    </ErrorBoundary>
  );
}
