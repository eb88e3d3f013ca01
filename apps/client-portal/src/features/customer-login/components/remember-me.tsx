import { useTranslator } from '@app/i18n/react';
import { Checkbox } from '@app/ui';
import type { LoginFlow } from '../hooks/use-login-flow';

/** 'Se souvenir de moi' (checked by default): 30 days on this device, else 24 hours and this tab only. */
export function RememberMe({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslator();
  return (
    <Checkbox isSelected={flow.remember} onChange={flow.setRemember}>
      {t('signin.remember')}
    </Checkbox>
  );
}
