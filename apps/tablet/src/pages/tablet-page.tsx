import { MESSAGES } from '@app/domain';
import { ConnectionWatcher } from '@app/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CodeScreen } from '../features/establishment-code/components/code-screen';
import { PairingScreen } from '../features/pairing/components/pairing-screen';
import { IDLE_RESET_MS, KioskScreen } from '../kiosk/kiosk-screen';
import { LoadingScreen, RetryScreen } from '../kiosk/status-screens';
import { useIdleReset } from '../kiosk/use-idle-reset';
import { useTabletFlow } from '../kiosk/use-tablet-flow';
import { callStatus, errorText } from '../lib/call-errors';

/**
 * Route module of « Tablette fidélité » (/tablette, /tablette/{code}, /tablette-fidelite): the code screen, the
 * pairing screen or the kiosk, as the device's credential and the URL's code decide; the offline banner above
 * every screen (the update and install banners are the app's, see app.tsx).
 */
export function Component() {
  const { establishmentCode } = useParams();
  const flow = useTabletFlow(establishmentCode ?? null);
  return (
    <>
      <ConnectionWatcher
        offlineMessage={MESSAGES.generic.offline}
        onlineMessage={MESSAGES.generic.backOnline}
      />
      <TabletScreen flow={flow} />
    </>
  );
}

function TabletScreen({ flow }: { flow: ReturnType<typeof useTabletFlow> }) {
  const { stage, session } = flow;
  // A staff member who walks away mid-pairing does not leave their password in the field of a shared device.
  const [pairingResets, setPairingResets] = useState(0);
  useIdleReset(IDLE_RESET_MS, () => setPairingResets((n) => n + 1), stage.kind === 'pairing');
  switch (stage.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'device-error':
      return <RetryScreen message={MESSAGES.auth.networkError} onRetry={flow.retryDevice} />;
    case 'code':
      return (
        <CodeScreen
          key={`${stage.code}|${stage.error ?? ''}|${stage.notice ?? ''}`}
          initialCode={stage.code}
          initialError={stage.error}
          notice={stage.notice}
          onChecked={flow.onCodeChecked}
        />
      );
    case 'pairing':
      return (
        <PairingScreen
          key={`${stage.establishment.restaurantId}|${pairingResets}`}
          establishment={stage.establishment}
          onPaired={flow.onPaired}
          onChangeEstablishment={flow.onChangeEstablishment}
        />
      );
    case 'kiosk':
      if (session.data) return <KioskScreen session={session.data} />;
      // A revoked device is sent back to the code screen by the call itself; keep loading until then.
      if (session.isError && callStatus(session.error) !== 'unauthenticated')
        return (
          <RetryScreen
            message={errorText(session.error, MESSAGES.generic.unavailable)}
            onRetry={() => void session.refetch()}
          />
        );
      return <LoadingScreen />;
  }
}
