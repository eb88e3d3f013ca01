import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DinerLanguage } from '@app/i18n/browser';
import { DinerLanguageProvider, useTranslator } from '@app/i18n/react';
import { ToastProvider, type ToastWords } from '@app/ui';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalRoutes } from '../routes/router';
import { AfterFirstRender } from './after-first-render';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// The install and update banners come after the first render, in a chunk of their own (issue 38); the browser's
// install offer is kept from the entry on meanwhile (main.tsx), as it may come before them.
const PortalPwaBanners = lazy(() => import('./portal-pwa-banners'));

/** The toasts' frame in the diner's language (its region, close button and spoken kind; issue 51). */
function DinerToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslator();
  const words = useMemo<ToastWords>(
    () => ({
      region: t('portal.toastRegion'),
      close: t('portal.toastClose'),
      kindPrefix: (kind) => t('portal.toastKind', { kind }),
    }),
    [t],
  );
  return <ToastProvider words={words}>{children}</ToastProvider>;
}

/**
 * Providers shared by every screen of the app: the diner's language, server state and the toasts
 * (customer-flows §8 durations).
 */
export function App({ language }: { language: DinerLanguage }) {
  return (
    <DinerLanguageProvider language={language}>
      <QueryClientProvider client={queryClient}>
        <DinerToasts>
          <BrowserRouter>
            <PortalRoutes />
          </BrowserRouter>
          <AfterFirstRender>
            <Suspense fallback={null}>
              <PortalPwaBanners />
            </Suspense>
          </AfterFirstRender>
        </DinerToasts>
      </QueryClientProvider>
    </DinerLanguageProvider>
  );
}
