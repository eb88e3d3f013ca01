import { NotFoundPage, PageLoader } from '@app/ui';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { TabletLayout } from '../app/tablet-layout';
import { paths } from './paths';

/** All tablet routes, each screen loaded on demand. */
export const router = createBrowserRouter([
  {
    element: <TabletLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', element: <Navigate to={paths.tablet} replace /> },
      { path: paths.tablet, lazy: () => import('../pages/tablet-page') },
      { path: paths.tabletWithCode(), lazy: () => import('../pages/tablet-page') },
      { path: paths.tabletLoyalty, lazy: () => import('../pages/tablet-page') },
      { path: '*', element: <NotFoundPage homeHref={paths.tablet} homeLabel="Retour à la tablette" /> },
    ],
  },
]);
