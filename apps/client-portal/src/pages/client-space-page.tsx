import { CustomerSpace } from '../features/customer-space/components/customer-space';
import { PrivacyRights } from '../features/privacy-rights/components/privacy-rights';

/** Route module for `/client/espace` (under the customer guard). */
export function Component() {
  return (
    <main className="page">
      <CustomerSpace />
      <PrivacyRights />
    </main>
  );
}
