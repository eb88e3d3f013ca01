import { NotFoundPage, PageLoader } from '@app/ui';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PortalLayout } from '../app/portal-layout';
import { paths, rootTargetFor } from './paths';

/** All diner routes, each screen loaded on demand. */
export const router = createBrowserRouter([
  {
    element: <PortalLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', element: <Navigate to={rootTargetFor(window.location.hostname)} replace /> },
      { path: paths.chooser, lazy: () => import('../pages/chooser-page') },
      { path: paths.selectRestaurant, lazy: () => import('../pages/chooser-page') },
      { path: paths.bookingAnswer, lazy: () => import('../pages/booking-answer-page') },
      { path: paths.unsubscribe, lazy: () => import('../pages/unsubscribe-page') },
      { path: paths.booking(), lazy: () => import('../pages/booking-page') },
      { path: paths.review(), lazy: () => import('../pages/review-page') },
      { path: paths.client, element: <Navigate to={paths.clientLogin} replace /> },
      { path: paths.clientLogin, lazy: () => import('../pages/client-login-page') },
      {
        // Every customer page but the login needs a live customer session.
        lazy: () => import('../session/require-customer'),
        children: [
          { path: paths.clientSpace, lazy: () => import('../pages/client-space-page') },
          { path: paths.clientReservation(), lazy: () => import('../pages/client-reservation-page') },
          { path: paths.clientRewards, lazy: () => import('../pages/client-rewards-page') },
          { path: paths.loyaltyCard, lazy: () => import('../pages/loyalty-card-page') },
        ],
      },
      { path: paths.terms, lazy: () => import('../pages/terms-page') },
      { path: paths.privacy, lazy: () => import('../pages/privacy-page') },
      { path: '*', element: <NotFoundPage homeHref={paths.chooser} homeLabel="Réserver une table" /> },
    ],
  },
]);
