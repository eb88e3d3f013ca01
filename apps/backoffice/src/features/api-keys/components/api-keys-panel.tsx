import { API_SCOPE_LABELS, INTEGRATION_MESSAGES as M, formatDateTime, type ApiKeySummary } from '@app/domain';
import { Badge, Button, Card, Dialog, EmptyState, Skeleton, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useApiCalls, useApiKeys, useRevokeApiKey } from '../api/use-api-keys';
import { CreateApiKeyForm } from './create-api-key-form';
import '../api-keys.css';

const when = (at: string | null) => (at ? formatDateTime({ timestamp: at }) : 'Jamais utilisée');

/**
 * « Clés d’API » of « Intégrations » (issue 52): the venue's keys (name, scopes, who made it, last use, revoked),
 * a new key whose secret is shown once, revocation with a confirmation, and the log of the last calls.
 */
export function ApiKeysPanel({ restaurantId }: { restaurantId: string }) {
  const toast = useToast();
  const keys = useApiKeys(restaurantId);
  const calls = useApiCalls(restaurantId);
  const revoke = useRevokeApiKey(restaurantId);
  const [toRevoke, setToRevoke] = useState<ApiKeySummary | null>(null);
  return (
    <Card className="api-keys" title="Clés d’API">
      <CreateApiKeyForm restaurantId={restaurantId} />
      {keys.isPending ? (
        <Skeleton shape="rect" height="120px" label="Chargement des clés" />
      ) : keys.isError ? (
        <div role="alert">
          <p>{toUserMessage(keys.error, 'Erreur lors du chargement des clés')}</p>
          <Button onPress={() => void keys.refetch()}>Réessayer</Button>
        </div>
      ) : keys.data.keys.length === 0 ? (
        <EmptyState title="Aucune clé d’API" />
      ) : (
        <ul className="api-keys__list" aria-label="Clés d’API">
          {keys.data.keys.map((key) => (
            <li key={key.id} className="api-keys__item">
              <div className="api-keys__facts">
                <strong>{key.name}</strong> <code>{key.prefix}</code>
                {key.revokedAt ? <Badge tone="error">Révoquée</Badge> : null}
                <span>{key.scopes.map((scope) => API_SCOPE_LABELS[scope] ?? scope).join(' · ')}</span>
                <span>
                  Créée par {key.createdByName || 'un responsable'} le{' '}
                  {formatDateTime({ timestamp: key.createdAt })}
                </span>
                <span>Dernière utilisation : {when(key.lastUsedAt)}</span>
              </div>
              {key.revokedAt ? null : (
                <Button variant="danger" onPress={() => setToRevoke(key)} aria-label={`Révoquer ${key.name}`}>
                  Révoquer
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>Journal des appels</h3>
      {calls.isPending ? (
        <Skeleton shape="rect" height="80px" label="Chargement du journal" />
      ) : calls.isError ? (
        <p role="alert">{toUserMessage(calls.error, 'Erreur lors du chargement du journal')}</p>
      ) : calls.data.calls.length === 0 ? (
        <EmptyState title="Aucun appel pour l’instant" />
      ) : (
        <ul className="api-keys__calls" aria-label="Derniers appels de l’API">
          {calls.data.calls.slice(0, 30).map((entry) => (
            <li key={entry.id}>
              <span>{formatDateTime({ timestamp: entry.at })}</span>{' '}
              <code>{`${entry.method} ${entry.path}`}</code>{' '}
              <Badge tone={entry.status < 400 ? 'success' : 'error'}>{String(entry.status)}</Badge>{' '}
              <span>{entry.keyName}</span>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        title="Révoquer cette clé ?"
        role="alertdialog"
        isOpen={toRevoke !== null}
        onOpenChange={(open) => {
          if (!open) setToRevoke(null);
        }}
      >
        {(close) => (
          <div>
            <p>Les outils qui l’utilisent seront refusés dès leur prochain appel.</p>
            <Button
              variant="danger"
              isDisabled={revoke.isPending}
              onPress={() =>
                toRevoke &&
                revoke.mutate(toRevoke.id, {
                  onSuccess: () => {
                    toast.success(M.keyRevoked(toRevoke.name));
                    close();
                  },
                  onError: (error) => toast.error(toUserMessage(error, 'Erreur lors de la révocation')),
                })
              }
            >
              Révoquer
            </Button>
          </div>
        )}
      </Dialog>
    </Card>
  );
}
