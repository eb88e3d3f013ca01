import { formatDateTime, type PairedTablet } from '@app/domain';
import { Button, Card, Dialog, EmptyState, Skeleton, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage as messageOf } from '../../../lib/error-message';
import { usePairedTablets, useRevokeTablet } from '../api/use-paired-tablets';
import '../paired-tablets.css';

export interface PairedTabletsPanelProps {
  restaurantId: string;
  restaurantName: string;
  /** The tablet's address for this restaurant (`{tablet site}/tablette/{CODE}`). */
  tabletLink: string;
}

function pairedBy(tablet: PairedTablet): string {
  return tablet.pairedByName || tablet.pairedByEmail || 'Membre de l’équipe';
}

/**
 * « Tablettes fidélité »: the kiosks paired to the restaurant (name, who paired it and when, last activity) and
 * their revocation. A revoked tablet goes back to its code screen at its next call (ARCHITECTURE §8).
 */
export function PairedTabletsPanel({ restaurantId, restaurantName, tabletLink }: PairedTabletsPanelProps) {
  const toast = useToast();
  const tablets = usePairedTablets(restaurantId);
  const revoke = useRevokeTablet(restaurantId);
  const [toRevoke, setToRevoke] = useState<PairedTablet | null>(null);
  // A tablet seen again between two pages may come twice: each once, where it came first.
  const list = [
    ...new Map(
      (tablets.data?.pages ?? []).flatMap((page) => page.tablets).map((tablet) => [tablet.deviceId, tablet]),
    ).values(),
  ];

  const confirmRevoke = (tablet: PairedTablet, close: () => void) => {
    revoke.mutate(tablet.deviceId, {
      onSuccess: () => {
        toast.success(`Tablette « ${tablet.name} » révoquée`);
        close();
      },
      onError: (error) => toast.error(messageOf(error, 'Erreur lors de la révocation de la tablette')),
    });
  };

  return (
    <Card className="paired-tablets" title="Tablettes fidélité">
      <p className="paired-tablets__lead">
        Pour associer une tablette à {restaurantName}, ouvrez{' '}
        <a href={tabletLink} target="_blank" rel="noreferrer" className="paired-tablets__link">
          {tabletLink}
        </a>{' '}
        sur la tablette : un membre de l’équipe s’y connecte une fois.
      </p>
      {tablets.isPending ? (
        <Skeleton shape="rect" height="120px" label="Chargement des tablettes" />
      ) : tablets.isError ? (
        <div role="alert" className="paired-tablets__error">
          <p>{messageOf(tablets.error, 'Erreur lors du chargement des tablettes')}</p>
          <Button onPress={() => void tablets.refetch()}>Réessayer</Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState title="Aucune tablette associée" />
      ) : (
        <ul className="paired-tablets__list" aria-label="Tablettes associées">
          {list.map((tablet) => (
            <li key={tablet.deviceId} className="paired-tablets__item">
              <div className="paired-tablets__facts">
                <strong className="paired-tablets__name">{tablet.name}</strong>
                <span>
                  Associée par {pairedBy(tablet)} le {formatDateTime({ timestamp: tablet.pairedAt })}
                </span>
                <span>Dernière activité : {formatDateTime({ timestamp: tablet.lastSeenAt })}</span>
              </div>
              <Button
                variant="danger"
                onPress={() => setToRevoke(tablet)}
                aria-label={`Révoquer ${tablet.name}`}
              >
                Révoquer
              </Button>
            </li>
          ))}
        </ul>
      )}
      {tablets.hasNextPage && (
        <Button isLoading={tablets.isFetchingNextPage} onPress={() => void tablets.fetchNextPage()}>
          Afficher plus de tablettes
        </Button>
      )}
      <Dialog
        title="Révoquer cette tablette ?"
        role="alertdialog"
        isOpen={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        footer={(close) => (
          <>
            <Button onPress={close}>Annuler</Button>
            <Button
              variant="danger"
              isLoading={revoke.isPending}
              onPress={() => toRevoke && confirmRevoke(toRevoke, close)}
            >
              Révoquer
            </Button>
          </>
        )}
      >
        <p>
          « {toRevoke?.name} » ne pourra plus enregistrer de visites. Elle reviendra à l’écran du code
          établissement, et devra être associée de nouveau.
        </p>
      </Dialog>
    </Card>
  );
}
