import type { Entity } from '@app/data';
import type { Restaurant } from '@app/domain';
import { SETTINGS_MESSAGES as S } from '@app/domain';
import { Button, EmptyState, Skeleton, useToast, VenueMark } from '@app/ui';
import { Building, Plus, Settings, Trash } from '@app/ui/icons';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useDeleteEstablishment, useEstablishments } from '../api/use-establishments';
import { ConfirmDialog } from './confirm-dialog';
import { NewEstablishmentDialog } from '../../../components/new-establishment-dialog';

/**
 * « Établissements » (master_admin): every establishment with « Configurer » (selects it and opens
 * /app/establishment), « Supprimer » after a confirmation, and « Nouvel établissement ».
 */
export function EstablishmentsTab({
  onConfigure,
  onChanged,
}: {
  onConfigure(restaurantId: string): void;
  /** After a creation (with its id) or a deletion: the selector's list is read again. */
  onChanged(createdId?: string): void;
}) {
  const list = useEstablishments();
  const remove = useDeleteEstablishment();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Entity<Restaurant> | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(S.establishmentDeleted);
        setDeleting(null);
        onChanged();
      },
      onError: (error) => toast.error(toUserMessage(error, S.deleteError)),
    });
  };

  return (
    <section className="settings-panel" aria-labelledby="settings-establishments-title">
      <div className="settings-panel__head">
        <h2 id="settings-establishments-title">Établissements</h2>
        <Button variant="primary" icon={Plus} onPress={() => setCreating(true)}>
          Nouvel établissement
        </Button>
      </div>
      {list.isPending ? <Skeleton shape="rect" height="160px" label="Chargement des établissements" /> : null}
      {list.isError ? (
        <div role="alert" className="ui-notice ui-notice--error">
          <p>{S.loadRestaurantError}</p>
          <Button onPress={() => void list.refetch()}>Réessayer</Button>
        </div>
      ) : null}
      {list.data && list.data.length === 0 ? <EmptyState title={S.noRestaurant} icon={Building} /> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="settings-list" aria-label="Établissements">
          {list.data.map((restaurant) => (
            <li key={restaurant.id} className="settings-row">
              <VenueMark venue={restaurant} size="md" />
              <span className="settings-row__main">
                <strong>{restaurant.name}</strong>
                <span className="settings-row__detail">{restaurant.address || 'Adresse non renseignée'}</span>
              </span>
              <span className="settings-row__actions">
                <Button size="sm" icon={Settings} onPress={() => onConfigure(restaurant.id)}>
                  Configurer<span className="sr-only"> {restaurant.name}</span>
                </Button>
                <Button size="sm" variant="danger" icon={Trash} onPress={() => setDeleting(restaurant)}>
                  Supprimer<span className="sr-only"> {restaurant.name}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {creating ? (
        <NewEstablishmentDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            onChanged(id);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Supprimer cet établissement ?"
          body={`« ${deleting.name} » et ses réglages seront supprimés ; il disparaît des restaurants de chaque utilisateur.`}
          confirmLabel="Supprimer définitivement"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
