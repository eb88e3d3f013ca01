import type { RestaurantChoice } from '../../../session/session-types';
import { CampaignComposer } from './campaign-composer';
import { CampaignHistory } from './campaign-history';
import { VenueMark } from '@app/ui';

/** « Campagnes » of the selected restaurant: a new campaign, then the history of its last 50. */
export function CampaignsTab({ restaurant }: { restaurant: RestaurantChoice }) {
  return (
    <section className="settings-panel" aria-labelledby="settings-campaigns-title">
      <h2 id="settings-campaigns-title">
        Campagnes · <VenueMark venue={restaurant} /> {restaurant.name}
      </h2>
      <CampaignComposer key={restaurant.id} restaurant={restaurant} />
      <h3>Historique</h3>
      <CampaignHistory restaurantId={restaurant.id} />
    </section>
  );
}
