import { RESERVATION_MESSAGES, toEstablishmentCode } from '@app/domain';
import { Button, PageLoader } from '@app/ui';
import { Link } from 'react-router-dom';
import { RoleGate } from '../components/role-gate';
import { config } from '../config/env';
import { AutoConfirmSection } from '../features/auto-confirm/components/auto-confirm-section';
import { useEstablishment } from '../features/establishment/api/use-establishment';
import { EstablishmentScreen } from '../features/establishment/components/establishment-screen';
import { SmsMessagesSection } from '../features/sms-messages/components/sms-messages-section';
import { PairedTabletsPanel } from '../features/paired-tablets/components/paired-tablets-panel';
import { paths } from '../routes/paths';
import type { RestaurantChoice } from '../session/session-types';
import { useSession, useStaffSession } from '../session/session-provider';

/** /app/establishment (« Établissement », master_admin and admin_full): the selected restaurant's page. */
export function Component() {
  return (
    <RoleGate roles={['master_admin', 'admin_full']} refusal="redirect">
      <EstablishmentPage />
    </RoleGate>
  );
}

function EstablishmentPage() {
  const restaurant = useStaffSession().restaurant;
  return (
    <main className="page">
      <h1>Établissement</h1>
      {restaurant ? (
        <EstablishmentContent key={restaurant.id} restaurant={restaurant} />
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

function EstablishmentContent({ restaurant }: { restaurant: RestaurantChoice }) {
  const query = useEstablishment(restaurant.id);
  const { reloadRestaurants } = useSession();
  if (query.isPending) return <PageLoader label="Chargement de l'établissement" />;
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="ui-notice ui-notice--error">
        <p>Erreur chargement restaurant</p>
        <Button onPress={() => void query.refetch()}>Réessayer</Button>
      </div>
    );
  }
  return (
    <EstablishmentScreen
      restaurant={query.data.restaurant}
      settings={query.data.settings}
      onSaved={() => void reloadRestaurants()}
    >
      <AutoConfirmSection restaurantId={restaurant.id} />
      <SmsMessagesSection restaurantId={restaurant.id} />
      <PairedTabletsPanel
        restaurantId={restaurant.id}
        restaurantName={restaurant.name}
        tabletLink={`${config.tabletUrl}/tablette/${toEstablishmentCode({ restaurantId: restaurant.id })}`}
      />
    </EstablishmentScreen>
  );
}
