import { NotFoundPage } from '@app/ui';
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PortalLayout } from '../app/portal-layout';
import { paths, rootTargetFor } from './paths';

/** A screen loaded on demand: its module's `Component` (the pages' export, as for a route's `lazy`). */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const ChooserPage = page(() => import('../pages/chooser-page'));
const BookingAnswerPage = page(() => import('../pages/booking-answer-page'));
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
        <Route path="*" element={<NotFoundPage homeHref={paths.chooser} homeLabel="Réserver une table" />} />
      </Route>
    </Routes>
  );
}
