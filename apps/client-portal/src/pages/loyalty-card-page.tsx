import { LoyaltyCardScreen } from '../features/loyalty-card/components/loyalty-card-screen';

/** Route module for `/client/carte-fidelite` (under the customer guard): « Ma carte de fidélité ». */
export function Component() {
  return (
    <main className="page">
      <LoyaltyCardScreen />
    </main>
  );
}
