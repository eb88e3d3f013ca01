import { RefreshCw } from 'lucide-react';
import { Button } from '../components/button';

export interface UpdateBannerTexts {
  message: string;
  /** « Plus tard » */
  laterLabel: string;
  /** « Actualiser » */
  refreshLabel: string;
}

export const DEFAULT_UPDATE_TEXTS: UpdateBannerTexts = {
  message: 'Une nouvelle version est disponible',
  laterLabel: 'Plus tard',
  refreshLabel: 'Actualiser',
};

export interface UpdateBannerProps {
  visible: boolean;
  onRefresh: () => void;
  onLater: () => void;
  texts?: UpdateBannerTexts;
}

/**
 * The update banner (customer-flows §2): a new version waits; « Actualiser » moves to it, « Plus tard » hides
 * the banner until a further version. Announced politely, the focus left where it is.
 */
export function UpdateBanner({
  visible,
  onRefresh,
  onLater,
  texts = DEFAULT_UPDATE_TEXTS,
}: UpdateBannerProps) {
  if (!visible) return null;
  return (
    <div className="pwa-banner pwa-banner--update" role="status" aria-label={texts.message}>
      <RefreshCw className="pwa-banner__icon" aria-hidden="true" />
      <p className="pwa-banner__title">{texts.message}</p>
      <div className="pwa-banner__actions">
        <Button variant="ghost" size="sm" onPress={onLater}>
          {texts.laterLabel}
        </Button>
        <Button variant="primary" size="sm" onPress={onRefresh}>
          {texts.refreshLabel}
        </Button>
      </div>
    </div>
  );
}
