import { lazy, Suspense } from 'react';
import { CustomerSpace } from '../features/customer-space/components/customer-space';

// « Mes données et mes choix » is below the space's first screen on a phone: its code (consent switches, the
// deletion dialog: react-aria's overlays, about 20 KB gzipped) loads after the space, and it is shown only once
// the space above it is, so that the space's content never pushes it down on screen (layout shift).
const PrivacyRights = lazy(() =>
  import('../features/privacy-rights/components/privacy-rights').then((m) => ({ default: m.PrivacyRights })),
);

/** Route module for `/client/espace` (under the customer guard). */
export function Component() {
  return (
    <main className="page">
      <CustomerSpace>
        <Suspense fallback={null}>
          <PrivacyRights />
        </Suspense>
      </CustomerSpace>
    </main>
  );
}
