import {
  INTEGRATION_MESSAGES as M,
  WEBHOOK_EVENT_LABELS,
  formatDateTime,
  type WebhookSubscriptionSummary,
} from '@app/domain';
import { Badge, Button, Card, Dialog, EmptyState, Skeleton, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useDeleteWebhook, useRotateWebhookSecret, useWebhooks } from '../api/use-webhooks';
import { CreateWebhookForm } from './create-webhook-form';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import '../webhooks.css';

type Pending = { kind: 'rotate' | 'delete'; subscription: WebhookSubscriptionSummary };

/**
 * « Webhooks » of « Intégrations » (issue 52): the venue's subscriptions (address, events, secret's first
 * characters, a rotation in progress), a new one whose secret is shown once, « Nouveau secret » and « Supprimer »
 * each confirmed, and each subscription's delivery log with « Renvoyer ».
 */
export function WebhooksPanel({ restaurantId }: { restaurantId: string }) {
  const toast = useToast();
  const list = useWebhooks(restaurantId);
  const rotate = useRotateWebhookSecret(restaurantId);
  const remove = useDeleteWebhook(restaurantId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [openLog, setOpenLog] = useState<string | null>(null);
  const confirm = (close: () => void) => {
    if (!pending) return;
    const id = pending.subscription.id;
    const onError = (error: unknown) =>
      toast.error(
        toUserMessage(
          error,
          pending.kind === 'rotate' ? 'Erreur lors de la rotation' : 'Erreur lors de la suppression',
        ),
      );
    if (pending.kind === 'rotate')
      rotate.mutate(id, {
        onSuccess: (rotated) => {
          close();
          setSecret(rotated.secret);
          toast.success(M.webhookSecretRotated);
        },
        onError,
      });
    else
      remove.mutate(id, {
        onSuccess: () => {
          close();
          if (openLog === id) setOpenLog(null);
          toast.success(M.webhookDeleted);
        },
        onError,
      });
  };
  return (
    <Card className="webhooks" title="Webhooks">
      <p>
        Chaque événement est envoyé en POST, signé (en-tête <code>Webhook-Signature</code>, HMAC-SHA256) ; un
        envoi refusé est retenté pendant 24 h.
      </p>
      <CreateWebhookForm restaurantId={restaurantId} />
      {list.isPending ? (
        <Skeleton shape="rect" height="120px" label="Chargement des webhooks" />
      ) : list.isError ? (
        <div role="alert">
          <p>{toUserMessage(list.error, 'Erreur lors du chargement des webhooks')}</p>
          <Button onPress={() => void list.refetch()}>Réessayer</Button>
        </div>
      ) : list.data.subscriptions.length === 0 ? (
        <EmptyState title="Aucun webhook" />
      ) : (
        <ul className="webhooks__list" aria-label="Webhooks">
          {list.data.subscriptions.map((sub) => (
            <li key={sub.id} className="webhooks__item">
              <div className="webhooks__row">
                <div className="webhooks__facts">
                  <code className="webhooks__url">{sub.url}</code>
                  <span>{sub.events.map((e) => WEBHOOK_EVENT_LABELS[e] ?? e).join(' · ')}</span>
                  <span>
                    Secret <code>{sub.secretPrefix}</code> · créé par {sub.createdByName || 'un responsable'}{' '}
                    le {formatDateTime({ timestamp: sub.createdAt })}
                  </span>
                  {sub.previousSecretUntil ? (
                    <span>
                      <Badge tone="info">Rotation en cours</Badge> l’ancien secret signe aussi jusqu’au{' '}
                      {formatDateTime({ timestamp: sub.previousSecretUntil })}
                    </span>
                  ) : null}
                </div>
                <div className="webhooks__actions">
                  <Button
                    variant="secondary"
                    aria-expanded={openLog === sub.id}
                    aria-label={`Journal des envois de ${sub.url}`}
                    onPress={() => setOpenLog(openLog === sub.id ? null : sub.id)}
                  >
                    Journal des envois
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Nouveau secret pour ${sub.url}`}
                    onPress={() => setPending({ kind: 'rotate', subscription: sub })}
                  >
                    Nouveau secret
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`Supprimer ${sub.url}`}
                    onPress={() => setPending({ kind: 'delete', subscription: sub })}
                  >
                    Supprimer
                  </Button>
                </div>
              </div>
              {openLog === sub.id ? (
                <WebhookDeliveryLog restaurantId={restaurantId} subscriptionId={sub.id} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        title={pending?.kind === 'rotate' ? 'Créer un nouveau secret ?' : 'Supprimer ce webhook ?'}
        role="alertdialog"
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
      >
        {(close) => (
          <div>
            <p>
              {pending?.kind === 'rotate'
                ? 'L’ancien secret continuera de signer les envois pendant 24 h, le temps de mettre le nouveau en place.'
                : 'Plus aucun événement ne sera envoyé à cette adresse, et les envois en attente sont abandonnés.'}
            </p>
            <Button
              variant={pending?.kind === 'rotate' ? 'primary' : 'danger'}
              isDisabled={rotate.isPending || remove.isPending}
              onPress={() => confirm(close)}
            >
              {pending?.kind === 'rotate' ? 'Créer le nouveau secret' : 'Supprimer'}
            </Button>
          </div>
        )}
      </Dialog>
      <WebhookSecretDialog
        secret={secret}
        title="Nouveau secret de signature"
        note="L’ancien reste valable 24 h : les envois portent les deux signatures pendant ce temps."
        onClose={() => setSecret(null)}
      />
    </Card>
  );
}
