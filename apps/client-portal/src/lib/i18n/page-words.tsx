import type { BrowserCatalogName } from '@app/i18n/browser';
import { useTranslator, WithCatalogs } from '@app/i18n/react';
import { PageLoader } from '@app/ui';
import type { ReactNode } from 'react';

/**
 * A page's own words (issue 51: per-page catalogues, loaded lazily): its loader until its catalogues are in, in
 * the diner's language, then the page. Opened first, the app's start has loaded them before its first render
 * (routes/route-catalogs.ts), and the page shows at once.
 */
export function PageWords({
  names,
  children,
}: {
  names: readonly BrowserCatalogName[];
  children: ReactNode;
}) {
  const { t } = useTranslator();
  return (
    <WithCatalogs names={names} fallback={<PageLoader label={t('portal.loading')} />}>
      {children}
    </WithCatalogs>
  );
}
