import { GENERIC_MESSAGES } from '@app/domain';
import { ConnectionWatcher, ErrorBoundary, PwaBanners, ToastProvider } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createDocReader, createRepositories } from '../lib/data';
import { createStaffCallables } from '../lib/callables';
import { firebase } from '../lib/firebase';
import { createQueryClient } from '../lib/query-client';
import { ServicesProvider } from '../lib/services-context';
import { config } from '../config/env';
import { router } from '../routes/router';
import { createSessionBackend } from '../session/session-backend';
import { SessionProvider } from '../session/session-provider';
import { GlobalErrorToasts } from './global-error-toasts';
import { INSTALL_DISMISSED_KEY, INSTALL_TEXTS } from './pwa-texts';

/** Providers shared by every screen of the back office. */
export function App() {
  const repositories = useMemo(() => createRepositories(createDocReader()), []);
  const services = useMemo(
    () => ({ repositories, callables: createStaffCallables(firebase().functions) }),
    [repositories],
  );
  const backend = useMemo(
    () => createSessionBackend(repositories, services.callables),
    [repositories, services],
  );
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <ToastProvider>
        <GlobalErrorToasts />
        {/* On every screen, the sign-in included: a warning and a banner while offline, then 'Connexion rétablie'. */}
        <ConnectionWatcher
          offlineMessage={GENERIC_MESSAGES.offline}
          onlineMessage={GENERIC_MESSAGES.backOnline}
        />
        <ServicesProvider value={services}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider backend={backend}>
              <RouterProvider router={router} />
            </SessionProvider>
          </QueryClientProvider>
        </ServicesProvider>
        <PwaBanners
          installTexts={INSTALL_TEXTS}
          installStorageKey={INSTALL_DISMISSED_KEY}
          updatesEnabled={config.serviceWorker}
        />
      </ToastProvider>
    </ErrorBoundary>
  );
}
