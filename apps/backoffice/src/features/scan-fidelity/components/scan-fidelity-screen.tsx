import { formatScanCode, MESSAGES } from '@app/domain';
import type { ScannedLoyaltyCard } from '@app/domain';
import { useToast } from '@app/ui';
import { Ticket } from '@app/ui/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ScanErrorBox } from '../../../components/scan-error-box';
import { ScanLayout } from '../../../components/scan-layout';
import { useScanEntry } from '../../../components/use-scan-entry';
import type { ReadScanCode } from '../../../components/use-scan-entry';
import { SCAN_TOAST_MS, scanErrorMessage } from '../../../lib/scan-messages';
import { pathWithCode } from '../../../lib/scan-path';
import { useLookupScanCode } from '../../../lib/use-lookup-scan-code';
import { paths } from '../../../routes/paths';
import type { RestaurantChoice } from '../../../session/session-types';
import { LoyaltyCardResult } from './loyalty-card-result';
import '../scan-fidelity.css';

type Result =
  | { kind: 'none' }
  | { kind: 'loading'; code: string }
  | { kind: 'card'; card: ScannedLoyaltyCard }
  | { kind: 'voucher'; code: string }
  | { kind: 'error'; code: string; message: string };

/**
 * « Scan fidélité »: a loyalty card's code (its 8 digits, or the QR code) typed, scanned or given in the address is looked up at the selected
 * restaurant and shows the customer's level and balance there. An unknown card says so ('Carte de fidélité
 * inconnue'); there is no demo fallback. A voucher code leads to « Valider code-barres ».
 */
export function ScanFidelityScreen({ restaurant }: { restaurant: RestaurantChoice }) {
  const toast = useToast();
  const lookup = useLookupScanCode();
  const [result, setResult] = useState<Result>({ kind: 'none' });

  async function check(parsed: ReadScanCode) {
    const { code } = parsed;
    if (parsed.kind === 'reward') {
      setResult({ kind: 'voucher', code });
      return;
    }
    setResult({ kind: 'loading', code });
    try {
      const found = await lookup.mutateAsync({ code, restaurantId: restaurant.id });
      setResult(found.kind === 'loyalty' ? { kind: 'card', card: found } : { kind: 'voucher', code });
    } catch (error) {
      const message = scanErrorMessage(error, MESSAGES.scan.loyaltyCheckError);
      setResult({ kind: 'error', code, message });
      toast.error(message, { durationMs: SCAN_TOAST_MS.error });
    }
  }

  const entry = useScanEntry({ check, onRejected: () => setResult({ kind: 'none' }) });

  return (
    <ScanLayout
      entry={entry}
      label="Code de la carte"
      placeholder="2123 4567"
      result={<ResultView result={result} restaurantName={restaurant.name} />}
    />
  );
}

function ResultView({ result, restaurantName }: { result: Result; restaurantName: string }) {
  switch (result.kind) {
    case 'none':
      return <p className="scan-placeholder">Saisissez ou scannez la carte de fidélité d'un client.</p>;
    case 'loading':
      return (
        <p className="page-loader scan-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          Recherche de la carte…
        </p>
      );
    case 'card':
      return <LoyaltyCardResult card={result.card} restaurantName={restaurantName} />;
    case 'voucher':
      return (
        <div className="scan-box" data-testid="scan-voucher-notice">
          <p className="scan-box__title">
            <Ticket className="scan-box__icon" aria-hidden="true" />
            Ce code est un bon de remise
          </p>
          <p>
            <span className="scan-code">{formatScanCode({ code: result.code })}</span> n'est pas une carte de
            fidélité. <Link to={pathWithCode(paths.validateReward, result.code)}>Valider ce bon</Link>
          </p>
        </div>
      );
    case 'error':
      return (
        <ScanErrorBox title={result.message} testId="scan-error">
          <p className="scan-code">{formatScanCode({ code: result.code })}</p>
        </ScanErrorBox>
      );
  }
}
