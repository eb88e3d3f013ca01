import type { TabletSessionInfo } from '@app/domain';
import { Button, VenueMark } from '@app/ui';
import { Calendar, User, UserPlus } from '@app/ui/icons';

export interface KioskHomeProps {
  session: TabletSessionInfo;
  onDeclareVisit: () => void;
  onCreateAccount: () => void;
  /** « J'ai réservé »: a guest with a booking checks in (issue 54). */
  onArrive: () => void;
}

/** The kiosk at rest: the restaurant, then the two large choices (customer-flows §2). */
export function KioskHome({ session, onDeclareVisit, onCreateAccount, onArrive }: KioskHomeProps) {
  return (
    <main className="page tablet-page kiosk-home">
      <header className="kiosk-home__venue">
        <VenueMark venue={{ name: session.restaurantName }} size="lg" />
        <h1 className="kiosk-home__name">{session.restaurantName}</h1>
        <p className="kiosk-home__lead">Cumulez des points à chaque visite et recevez des cadeaux.</p>
      </header>
      <div className="kiosk-home__actions">
        <Button variant="primary" icon={Calendar} className="kiosk-home__action" onPress={onArrive}>
          J'AI RÉSERVÉ
        </Button>
        <Button variant="primary" icon={User} className="kiosk-home__action" onPress={onDeclareVisit}>
          J'AI MON COMPTE
        </Button>
        <Button variant="secondary" icon={UserPlus} className="kiosk-home__action" onPress={onCreateAccount}>
          CRÉER UN COMPTE VIP
        </Button>
      </div>
      <p className="kiosk-home__device">Appareil : {session.deviceName}</p>
    </main>
  );
}
