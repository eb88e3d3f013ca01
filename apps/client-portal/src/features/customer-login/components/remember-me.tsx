import { Checkbox } from '@app/ui';
import type { LoginFlow } from '../hooks/use-login-flow';

/** 'Se souvenir de moi' (checked by default): 30 days on this device, else 24 hours and this tab only. */
export function RememberMe({ flow }: { flow: LoginFlow }) {
  return (
    <Checkbox isSelected={flow.remember} onChange={flow.setRemember}>
      Se souvenir de moi (30 jours sur cet appareil)
    </Checkbox>
  );
}
