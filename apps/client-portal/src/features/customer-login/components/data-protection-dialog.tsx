import { useTranslator } from '@app/i18n/react';
import { Button, Dialog } from '@app/ui';
import { paths } from '../../../routes/paths';

/**
 * The data-protection notice of the login page (customer-flows §2): what is kept, why, for how long, the
 * customer's rights, and the full privacy notice.
 */
export function DataProtectionDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslator();
  return (
    <Dialog
      title={t('signin.dataProtection')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <Button variant="primary" onPress={close}>
          {t('signin.understood')}
        </Button>
      )}
    >
      <div className="data-protection">
        <h3>{t('signin.keptTitle')}</h3>
        <p>{t('signin.keptText')}</p>
        <h3>{t('signin.whyTitle')}</h3>
        <p>{t('signin.whyText')}</p>
        <h3>{t('signin.howLongTitle')}</h3>
        <p>{t('signin.howLongText')}</p>
        <h3>{t('signin.rightsTitle')}</h3>
        <p>{t('signin.rightsText')}</p>
        <p>
          <a href={paths.privacy} target="_blank" rel="noreferrer">
            {t('signin.readPrivacy')}
          </a>
        </p>
      </div>
    </Dialog>
  );
}
