import { lazy, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { PortalLayout } from '../app/portal-layout';
import { hasSessionRecord } from '../boot/first-screen';
import { paths, rootTargetFor } from './paths';

type PageModule = { default: ComponentType };

/**
 * A screen loaded on demand: its module's `Component` (the pages' export, as for a route's `lazy`). When its
 * code was loaded before (`preload`), React.lazy gets it from a thenable that answers at once (React.lazy takes
 * any thenable), so the page renders in the same turn instead of suspending behind the layout's loader.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  let loaded: PageModule | undefined;
  const preload = () => load().then((module): PageModule => (loaded = { default: module.Component }));
  const now = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) });
  const Page = lazy(() => (loaded ? (now(loaded) as unknown as Promise<PageModule>) : preload()));
  return Object.assign(Page, { preload });
}

const ChooserPage = page(() => import('../pages/chooser-page'));
const BookingAnswerPage = page(() => import('../pages/booking-answer-page'));
const UnsubscribePage = page(() => import('../pages/unsubscribe-page'));
const BookingPage = page(() => import('../pages/booking-page'));
const ReviewPage = page(() => import('../pages/review-page'));
const ClientLoginPage = page(() => import('../pages/client-login-page'));
const RequireCustomer = page(() => import('../session/require-customer'));
const ClientSpacePage = page(() => import('../pages/client-space-page'));
const ClientReservationPage = page(() => import('../pages/client-reservation-page'));
const ClientRewardsPage = page(() => import('../pages/client-rewards-page'));
const LoyaltyCardPage = page(() => import('../pages/loyalty-card-page'));
const TermsPage = page(() => import('../pages/terms-page'));
const PrivacyPage = page(() => import('../pages/privacy-page'));
const NotFound = page(() => import('../pages/not-found-page'));

/**
 * Loads the code of the page a diner opens the app on, for its first render to show it at once (main.tsx): the
 * booking page (the product's front door, its code preloaded by index.html), the review page (opened from a
 * mail) and a signed-in customer's space with its guard (the boot script preloads all three). Other pages load
 * as they render.
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  if (matchPath(paths.bookingAnswer, pathname)) return Promise.resolve();
  if (matchPath(paths.booking(), pathname)) return BookingPage.preload();
  if (matchPath(paths.review(), pathname)) return ReviewPage.preload();
  if (matchPath(paths.clientSpace, pathname) && hasSessionRecord())
    return Promise.all([RequireCustomer.preload(), ClientSpacePage.preload()]);
  return Promise.resolve();
}

/**
 * All diner routes, each screen loaded on demand. Declared as elements under a BrowserRouter rather than with
 * createBrowserRouter: the portal uses no loader, action or fetcher, and the data router's machinery weighed
 * 16 KB gzipped in the booking page's first download (issue 38).
 */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route path="/" element={<Navigate to={rootTargetFor(window.location.hostname)} replace />} />
        <Route path={paths.chooser} element={<ChooserPage />} />
        <Route path={paths.selectRestaurant} element={<ChooserPage />} />
        <Route path={paths.bookingAnswer} element={<BookingAnswerPage />} />
        <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
        <Route path={paths.booking()} element={<BookingPage />} />
        <Route path={paths.review()} element={<ReviewPage />} />
        <Route path={paths.client} element={<Navigate to={paths.clientLogin} replace />} />
        <Route path={paths.clientLogin} element={<ClientLoginPage />} />
        {/* Every customer page but the login needs a live customer session. */}
        <Route element={<RequireCustomer />}>
          <Route path={paths.clientSpace} element={<ClientSpacePage />} />
          <Route path={paths.clientReservation()} element={<ClientReservationPage />} />
          <Route path={paths.clientRewards} element={<ClientRewardsPage />} />
          <Route path={paths.loyaltyCard} element={<LoyaltyCardPage />} />
        </Route>
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
