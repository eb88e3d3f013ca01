import { CUSTOMER_PROFILE_TEXTS as T, MESSAGES, RESERVATION_MESSAGES } from '@app/domain';
import { Button, PageLoader } from '@app/ui';
import { ArrowLeft } from '@app/ui/icons';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCustomerView } from '../features/customer-profile/api/use-customer-view';
import { CustomerProfileScreen } from '../features/customer-profile/components/customer-profile-screen';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/**
 * /app/customers/{customerId} (« Profil client »): the selected restaurant's view of the customer. The id is the
 * e-mail, or name and phone for a customer without e-mail, URL-encoded. Another restaurant's customer, or an id
 * that names nobody, is « Client non trouvé » with « Retour ».
 */
export function Component() {
  const { customerId = '' } = useParams();
  const session = useStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  const restaurant = session.restaurant;
  const view = useCustomerView({ restaurantId: restaurant?.id ?? '', customerId });
  // Back to where the profile was opened from; to the file when it was opened directly.
  const back = () => (location.key === 'default' ? navigate(paths.customers) : navigate(-1));

  if (!restaurant) {
    return (
      <main className="page page--centered">
        <h1>{RESERVATION_MESSAGES.noRestaurant}</h1>
        <Link className="button button--primary" to={paths.settings}>
          Aller aux réglages
        </Link>
      </main>
    );
  }
  if (view.isPending) return <PageLoader label={T.loading} />;
  if (view.isError) {
    return (
      <main className="page page--centered">
        <h1>{MESSAGES.customerFile.loadCustomerError}</h1>
        <div className="profile__error-actions">
          <Button onPress={back} icon={ArrowLeft}>
            {T.back}
          </Button>
          <Button variant="primary" onPress={() => void view.refetch()}>
            Réessayer
          </Button>
        </div>
      </main>
    );
  }
  if (!view.data) {
    return (
      <main className="page page--centered">
        <h1>{T.notFound}</h1>
        <Button variant="primary" onPress={() => navigate(paths.customers)} icon={ArrowLeft}>
          {T.back}
        </Button>
      </main>
    );
  }
  return (
    <main className="page">
      <Button variant="ghost" size="sm" icon={ArrowLeft} onPress={back} className="profile__back">
        {T.back}
      </Button>
      <CustomerProfileScreen
        key={`${restaurant.id}-${customerId}`}
        view={view.data}
        restaurant={restaurant}
        restaurants={session.restaurants}
        isMaster={session.staff.role === 'master_admin'}
        canExport={session.staff.role === 'master_admin' || session.staff.role === 'admin_full'}
        onChanged={(id) => {
          if (id === null) navigate(paths.customers, { replace: true });
          else if (id !== customerId) navigate(paths.customer(encodeURIComponent(id)), { replace: true });
        }}
      />
    </main>
  );
}
