import { Button } from '@app/ui';
import { CalendarDays, Gift, Plus, QrCode } from '@app/ui/icons';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../routes/paths';

/**
 * Reservations still ahead (as many as « À venir » lists: pending requests included) and gifts available, the
 * links to the rewards and to the loyalty card (the code staff scan), a new booking. `upcoming` is undefined
 * while the bookings load.
 */
export function SpaceCounters({ upcoming, gifts }: { upcoming: number | undefined; gifts: number }) {
  const navigate = useNavigate();
  return (
    <section className="space-counters" aria-label="En bref">
      <div className="space-counter">
        <CalendarDays aria-hidden="true" className="space-counter__icon" />
        <p>
          <strong className="space-counter__value">{upcoming ?? '…'}</strong>
          <span>réservation{(upcoming ?? 0) > 1 ? 's' : ''} à venir</span>
        </p>
      </div>
      <div className="space-counter">
        <Gift aria-hidden="true" className="space-counter__icon" />
        <p>
          <strong className="space-counter__value">{gifts}</strong>
          <span>
            cadeau{gifts > 1 ? 'x' : ''} disponible{gifts > 1 ? 's' : ''}
          </span>
        </p>
        <Link to={paths.clientRewards} className="space-counter__link">
          Voir mes récompenses
        </Link>
      </div>
      <Link to={paths.loyaltyCard} className="space-card-link">
        <QrCode aria-hidden="true" className="space-counter__icon" />
        Ma carte de fidélité
      </Link>
      <Button variant="primary" icon={Plus} isBlock onPress={() => void navigate(paths.chooser)}>
        Nouvelle réservation
      </Button>
    </section>
  );
}
