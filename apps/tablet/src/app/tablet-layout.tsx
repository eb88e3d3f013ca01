import { PageLoader } from '@app/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** Full-screen frame of the in-venue kiosk. */
export function TabletLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
