import { RESERVATION_MESSAGES } from '@app/domain';
import { ArrowLeft } from '@app/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../routes/paths';
import type { RestaurantChoice } from '../session/session-types';
import { useStaffSession } from '../session/session-provider';
import './scan.css';

/**
 * Frame of the two scan pages: the way back to /app, the title, and the screen for the selected restaurant
 * (a code is looked up there), or the home's empty state when the account has none.
 */
export function ScanPageFrame({
  title,
  children,
}: {
  title: string;
  children(restaurant: RestaurantChoice): ReactNode;
}) {
  const session = useStaffSession();
  return (
    <main className="page">
      <Link className="scan-back" to={paths.home}>
        <ArrowLeft className="scan-back__icon" aria-hidden="true" />
        Retour à l'accueil
      </Link>
      <h1>{title}</h1>
      {session.restaurant ? (
        children(session.restaurant)
      ) : (
        <div className="empty-state">
          <strong>{RESERVATION_MESSAGES.noRestaurant}</strong>
          <Link className="button button--primary" to={paths.settings}>
            Aller aux réglages
          </Link>
        </div>
      )}
    </main>
  );
}
