import { INTEGRATION_MESSAGES as M, WEBHOOK_EVENT_LABELS, formatDateTime } from '@app/domain';
import { Badge, Button, EmptyState, Skeleton, useToast } from '@app/ui';
import { toUserMessage } from '../../../lib/error-message';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/use-webhooks';
import { DELIVERY_STATUS, attemptsLabel } from './delivery-status';

/**
 * « Journal des envois » of one subscription: its last deliveries, newest first, with their state, attempts, the
 * receiver's last answer and the next attempt; « Renvoyer » sends the event again as a new delivery.
 */
export function WebhookDeliveryLog({
  restaurantId,
  subscriptionId,
}: {
  restaurantId: string;
  subscriptionId: string;
}) {
  const toast = useToast();
  const log = useWebhookDeliveries(restaurantId, subscriptionId);
  const redeliver = useRedeliverWebhook(restaurantId, subscriptionId);
  if (log.isPending) return <Skeleton shape="rect" height="80px" label="Chargement du journal des envois" />;
  if (log.isError)
    return (
      <div role="alert">
        <p>{toUserMessage(log.error, 'Erreur lors du chargement du journal des envois')}</p>
        <Button onPress={() => void log.refetch()}>Réessayer</Button>
      </div>
    );
  if (log.data.deliveries.length === 0) return <EmptyState title="Aucun envoi pour l’instant" />;
  return (
    <ul className="webhooks__log" aria-label="Journal des envois">
      {log.data.deliveries.map((d) => {
        const status = DELIVERY_STATUS[d.status];
        const label = WEBHOOK_EVENT_LABELS[d.eventType] ?? d.eventType;
        return (
          <li key={d.id} className="webhooks__delivery">
            <div className="webhooks__facts">
              <span>
                <strong>{label}</strong> <code>{d.eventId}</code>
              </span>
              <span>
                <Badge tone={status.tone}>{status.label}</Badge> {attemptsLabel(d.attempts)}
                {d.lastStatusCode !== null ? ` · réponse ${d.lastStatusCode}` : ''}
                {d.lastError && d.lastStatusCode === null ? ` · ${d.lastError}` : ''}
                {d.redeliveryOf ? ' · renvoi' : ''}
              </span>
              <span>
                {d.deliveredAt
                  ? `Remis le ${formatDateTime({ timestamp: d.deliveredAt })}`
                  : d.nextAttemptAt
                    ? `Prochaine tentative le ${formatDateTime({ timestamp: d.nextAttemptAt })}`
                    : d.lastAttemptAt
                      ? `Dernière tentative le ${formatDateTime({ timestamp: d.lastAttemptAt })}`
                      : `Créé le ${formatDateTime({ timestamp: d.createdAt })}`}
              </span>
            </div>
            <Button
              variant="secondary"
              isDisabled={redeliver.isPending}
              aria-label={`Renvoyer ${label} ${d.eventId}`}
              onPress={() =>
                redeliver.mutate(d.id, {
                  onSuccess: () => toast.success(M.webhookRedeliveryQueued),
                  onError: (error) => toast.error(toUserMessage(error, 'Erreur lors du renvoi')),
                })
              }
            >
              Renvoyer
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
