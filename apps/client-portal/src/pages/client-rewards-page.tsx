import { CustomerRewards } from '../features/customer-rewards/components/customer-rewards';

/** Route module for `/client/rewards` (under the customer guard): « Mes récompenses ». */
export function Component() {
  return (
    <main className="page">
      <CustomerRewards />
    </main>
  );
}
