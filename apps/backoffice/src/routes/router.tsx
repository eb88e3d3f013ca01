import { NotFoundPage, PageLoader } from '@app/ui';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RouteError } from '../app/route-error';
import { StaffLayout } from '../app/staff-layout';
import { RequireStaff } from '../session/require-staff';
import { homeTabPath, paths } from './paths';

/** All back-office routes, each screen loaded on demand. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={paths.home} replace /> },
  { path: paths.login, lazy: () => import('../pages/login-page'), errorElement: <RouteError /> },
  { path: paths.invite(), lazy: () => import('../pages/invite-page'), errorElement: <RouteError /> },
  // Public: the gallery shows no data, only the components; loaded on demand so no other screen carries it.
  { path: paths.design, lazy: () => import('../pages/design-page'), errorElement: <RouteError /> },
  {
    path: paths.home,
    element: (
      <RequireStaff>
        <StaffLayout />
      </RequireStaff>
    ),
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteError />,
    children: [
      {
        // A screen that fails to load or render shows the error panel inside the layout, menu still at hand.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('../pages/home-page') },
          { path: paths.reservations, lazy: () => import('../pages/reservations-page') },
          { path: paths.reservation(), lazy: () => import('../pages/reservation-detail-page') },
          { path: paths.planning, lazy: () => import('../pages/planning-page') },
          { path: paths.validateReward, lazy: () => import('../pages/validate-reward-page') },
          { path: paths.scanFidelity, lazy: () => import('../pages/scan-fidelity-page') },
          { path: paths.reviews, lazy: () => import('../pages/reviews-page') },
          { path: paths.customers, lazy: () => import('../pages/customers-page') },
          { path: paths.customer(), lazy: () => import('../pages/customer-detail-page') },
          { path: paths.analytics, lazy: () => import('../pages/analytics-page') },
          { path: paths.rewardAnalytics, lazy: () => import('../pages/reward-analytics-page') },
          { path: paths.reports, lazy: () => import('../pages/reports-page') },
          { path: paths.settings, lazy: () => import('../pages/settings-page') },
          { path: paths.establishment, lazy: () => import('../pages/establishment-page') },
          { path: paths.floorPlan, lazy: () => import('../pages/floor-plan-page') },
          { path: paths.restaurants, lazy: () => import('../pages/restaurants-page') },
          // The home's two tabs have addresses of their own (links, bookmarks): they open the home on that tab.
          { path: paths.pending, element: <Navigate to={homeTabPath('pending')} replace /> },
          { path: paths.cancelled, element: <Navigate to={homeTabPath('cancelled')} replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage homeHref={paths.home} homeLabel="Retour à l'accueil" /> },
]);
