import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DinerLanguage } from '@app/i18n/browser';
import { DinerLanguageProvider } from '@app/i18n/react';
import { ToastProvider } from '@app/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalRoutes } from '../routes/router';
import { AfterFirstRender } from './after-first-render';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// The install and update banners come after the first render, in a chunk of their own (issue 38); the browser's
// install offer is kept from the entry on meanwhile (main.tsx), as it may come before them.
const PortalPwaBanners = lazy(() => import('./portal-pwa-banners'));

/**
 * Providers shared by every screen of the app: the diner's language, server state and the toasts
 * (customer-flows §8 durations).
 */
export function App({ language }: { language: DinerLanguage }) {
  return (
    <DinerLanguageProvider language={language}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>
            <PortalRoutes />
          </BrowserRouter>
          <AfterFirstRender>
            <Suspense fallback={null}>
              <PortalPwaBanners />
            </Suspense>
          </AfterFirstRender>
        </ToastProvider>
      </QueryClientProvider>
    </DinerLanguageProvider>
  );
}
