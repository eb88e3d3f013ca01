import {
  INTEGRATION_MESSAGES as M,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from '@app/domain';
import { Button, Checkbox, TextField, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useCreateWebhook } from '../api/use-webhooks';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/** « Nouveau webhook »: an HTTPS URL and its events; the signing secret is then shown once. */
export function CreateWebhookForm({ restaurantId }: { restaurantId: string }) {
  const toast = useToast();
  const create = useCreateWebhook(restaurantId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));
  return (
    <form
      className="webhooks__form"
      aria-label="Nouveau webhook"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        create.mutate(
          { url, events },
          {
            onSuccess: (created) => {
              setSecret(created.secret);
              setUrl('');
              setEvents([]);
              toast.success(M.webhookCreated);
            },
            onError: (error) => toast.error(toUserMessage(error, 'Erreur lors de la création du webhook')),
          },
        );
      }}
    >
      <TextField
        label="Adresse de réception (HTTPS)"
        description="Par exemple https://crm.exemple.fr/webhooks"
        value={url}
        onChange={setUrl}
        maxLength={WEBHOOK_URL_MAX}
        type="url"
        isRequired
      />
      <fieldset className="webhooks__events">
        <legend>Événements</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox key={event} isSelected={events.includes(event)} onChange={(on) => toggle(event, on)}>
            {WEBHOOK_EVENT_LABELS[event]} <code>{event}</code>
          </Checkbox>
        ))}
      </fieldset>
      <Button type="submit" isDisabled={create.isPending}>
        Créer le webhook
      </Button>
      <WebhookSecretDialog
        secret={secret}
        title="Secret de signature du webhook"
        onClose={() => setSecret(null)}
      />
    </form>
  );
}
