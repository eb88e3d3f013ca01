import { Button } from '@app/ui';
import { Refresh } from '@app/ui/icons';
import { useState } from 'react';
import { APP_VERSION } from '../../../config/app-version';
import { useDeployedVersion } from '../hooks/use-deployed-version';
import { shouldOfferUpdate, VERSION_POLL_MS } from '../hooks/version-check';
import './update-banner.css';

export interface UpdateBannerProps {
  /** The running build's id (tests give their own). */
  currentVersion?: string;
  intervalMs?: number;
  /** « Actualiser »: reloads the page (tests observe it). */
  onReload?: () => void;
}

/**
 * « Une nouvelle version est disponible » when a newer build is deployed (customer-flows §2): « Plus tard » hides
 * it until a further version appears, « Actualiser » reloads the kiosk on the new build.
 */
export function UpdateBanner({
  currentVersion = APP_VERSION,
  intervalMs = VERSION_POLL_MS,
  onReload = () => window.location.reload(),
}: UpdateBannerProps) {
  const deployed = useDeployedVersion(intervalMs);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!shouldOfferUpdate({ current: currentVersion, deployed, dismissed })) return null;
  return (
    <div className="update-banner" role="status">
      <Refresh className="update-banner__icon" aria-hidden="true" />
      <span className="update-banner__text">Une nouvelle version est disponible</span>
      <div className="update-banner__actions">
        <Button variant="ghost" onPress={() => setDismissed(deployed ?? null)}>
          Plus tard
        </Button>
        <Button variant="primary" onPress={onReload}>
          Actualiser
        </Button>
      </div>
    </div>
  );
}
