import { ScanPageFrame } from '../components/scan-page-frame';
import { ScanFidelityScreen } from '../features/scan-fidelity/components/scan-fidelity-screen';

/** /app/scan-fidelity (« Scan fidélité »): a customer's loyalty card at the selected restaurant. */
export function Component() {
  return (
    <ScanPageFrame title="Scan fidélité">
      {(restaurant) => <ScanFidelityScreen key={restaurant.id} restaurant={restaurant} />}
    </ScanPageFrame>
  );
}
