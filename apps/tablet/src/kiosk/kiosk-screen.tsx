import type { TabletSessionInfo, TabletVisitResult } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ArrivalDialog } from '../features/arrival/components/arrival-dialog';
import { PointsDialog } from '../features/points/components/points-dialog';
import { LOOKUP_QUERY_KEY } from '../features/visit/api/use-customer-lookup';
import { VisitDialog } from '../features/visit/components/visit-dialog';
import { AccountDialog } from '../features/vip-account/components/account-dialog';
import { KioskHome } from './kiosk-home';
import { useIdleReset } from './use-idle-reset';
import './kiosk.css';

/** A minute without a touch or a key brings the kiosk back to its two buttons, forgetting the customer. */
export const IDLE_RESET_MS = 60_000;

type OpenModal =
  | { kind: 'none' }
  | { kind: 'visit' }
  | { kind: 'arrival' }
  | { kind: 'account'; prefill?: { phone?: string; email?: string } }
  | { kind: 'points'; result: TabletVisitResult };

/**
 * The kiosk of a paired device: its home, and one modal at a time (visit, VIP account, points). The modals are
 * mounted only while open, so closing one forgets what was typed in it.
 */
export function KioskScreen({ session }: { session: TabletSessionInfo }) {
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<OpenModal>({ kind: 'none' });
  const [visitWaiting, setVisitWaiting] = useState(false);

  const backHome = useCallback(() => {
    setModal({ kind: 'none' });
    setVisitWaiting(false);
    queryClient.removeQueries({ queryKey: LOOKUP_QUERY_KEY });
  }, [queryClient]);
  // A visit waiting for the network is kept until it is counted (it is sent again on its own).
  useIdleReset(IDLE_RESET_MS, backHome, !visitWaiting);

  const showPoints = useCallback((result: TabletVisitResult) => {
    setVisitWaiting(false);
    setModal({ kind: 'points', result });
  }, []);

  return (
    <>
      <KioskHome
        session={session}
        onDeclareVisit={() => setModal({ kind: 'visit' })}
        onCreateAccount={() => setModal({ kind: 'account' })}
        onArrive={() => setModal({ kind: 'arrival' })}
      />
      {modal.kind === 'arrival' ? <ArrivalDialog onClose={backHome} /> : null}
      {modal.kind === 'visit' ? (
        <VisitDialog
          onClose={backHome}
          onDone={showPoints}
          onCreateAccount={(contact) => setModal({ kind: 'account', prefill: contact })}
          onWaitingChange={setVisitWaiting}
        />
      ) : null}
      {modal.kind === 'account' ? (
        <AccountDialog
          restaurantName={session.restaurantName}
          prefill={modal.prefill}
          onClose={backHome}
          onDone={showPoints}
        />
      ) : null}
      {modal.kind === 'points' ? <PointsDialog result={modal.result} onClose={backHome} /> : null}
    </>
  );
}
