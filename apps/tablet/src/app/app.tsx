import { PwaBanners, ToastProvider } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { config } from '../config/env';
import { router } from '../routes/router';
import { INSTALL_DISMISSED_KEY, INSTALL_TEXTS } from './pwa-texts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Providers shared by every screen of the app: server state, toasts (kiosk errors), routes. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
        <PwaBanners
          installTexts={INSTALL_TEXTS}
          installStorageKey={INSTALL_DISMISSED_KEY}
          updatesEnabled={config.serviceWorker}
        />
      </ToastProvider>
    </QueryClientProvider>
  );
}
