import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PwaBanners, ToastProvider } from '@app/ui';
import { BrowserRouter } from 'react-router-dom';
import { config } from '../config/env';
import { PortalRoutes } from '../routes/router';
import { reportInstallEvent } from './install-events';
import { INSTALL_DISMISSED_KEY, INSTALL_TEXTS } from './pwa-texts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Providers shared by every screen of the app: server state and the toasts (customer-flows §8 durations). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
        <PwaBanners
          installTexts={INSTALL_TEXTS}
          installStorageKey={INSTALL_DISMISSED_KEY}
          updatesEnabled={config.serviceWorker}
          onInstallEvent={reportInstallEvent}
        />
      </ToastProvider>
    </QueryClientProvider>
  );
}
