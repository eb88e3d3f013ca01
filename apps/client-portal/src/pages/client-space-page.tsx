import { CustomerSpace } from '../features/customer-space/components/customer-space';

/** Route module for `/client/espace` (under the customer guard). */
export function Component() {
  return (
    <main className="page">
      <CustomerSpace />
    </main>
  );
}
