import { ScanPageFrame } from '../components/scan-page-frame';
import { ValidateRewardScreen } from '../features/validate-reward/components/validate-reward-screen';

/** /app/validate-reward (« Valider code-barres »): voucher codes typed, scanned or given as `?code=`. */
export function Component() {
  return (
    <ScanPageFrame title="Valider code-barres">
      {(restaurant) => <ValidateRewardScreen key={restaurant.id} restaurant={restaurant} />}
    </ScanPageFrame>
  );
}
