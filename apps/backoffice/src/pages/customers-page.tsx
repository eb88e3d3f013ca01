import { CUSTOMER_FILE_TEXTS, RESERVATION_MESSAGES } from '@app/domain';
import { Link } from 'react-router-dom';
import { CustomerFileScreen } from '../features/customer-file/components/customer-file-screen';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/** /app/customers (« Fichier Client »): the customer file of the restaurant selected in the session. */
export function Component() {
  const session = useStaffSession();
  return (
    <main className="page">
      <h1>{CUSTOMER_FILE_TEXTS.title}</h1>
      {session.restaurant ? (
        <CustomerFileScreen key={session.restaurant.id} restaurant={session.restaurant} />
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
