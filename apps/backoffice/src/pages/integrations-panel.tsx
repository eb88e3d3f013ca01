import { config } from '../config/env';
import { ApiKeysPanel } from '../features/api-keys/components/api-keys-panel';
import { TillTicketsPanel } from '../features/till-tickets/components/till-tickets-panel';
import { WebhooksPanel } from '../features/webhooks/components/webhooks-panel';
import type { RestaurantChoice } from '../session/session-types';
import { VenueMark } from '@app/ui';

/** Where partners read the public API's reference (`/api/v1/docs`, generated from the OpenAPI document). */
export const apiDocsUrl = (): string => `${config.functionsBase}/api/v1/docs`;

/**
 * « Paramètres » → « Intégrations » of the selected venue (issue 52): the doors other tools talk through. Each
 * section is a feature of its own and this page only stacks them, so the API keys (features/api-keys) and the
 * webhooks (features/webhooks) are written and landed apart: mount a section here with one line.
 */
export function IntegrationsPanel({ restaurant }: { restaurant: RestaurantChoice }) {
  return (
    <section className="settings-panel integrations" aria-labelledby="settings-integrations-title">
      <h2 id="settings-integrations-title">
        Intégrations · <VenueMark venue={restaurant} /> {restaurant.name}
      </h2>
      <p>
        Votre site, votre caisse ou votre CRM parlent à {restaurant.name} par l’API REST (
        <a href={apiDocsUrl()} target="_blank" rel="noreferrer">
          documentation de l’API
        </a>
        ) et reçoivent ses événements par webhooks.
      </p>
      <ApiKeysPanel restaurantId={restaurant.id} />
      <WebhooksPanel restaurantId={restaurant.id} />
      <TillTicketsPanel restaurantId={restaurant.id} />
    </section>
  );
}
