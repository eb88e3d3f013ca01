import { INVITATION_STATE_LABELS, ROLE_LABELS, getInvitationState, type InvitationState } from '@app/domain';
import { Badge, type BadgeTone, Button, now } from '@app/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { InvitationRow } from '../../../lib/callables';
import { formatFrenchDateTime } from '../settings-format';

const TONES: Record<InvitationState, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  expired: 'neutral',
};

/**
 * The invitations, newest first: state En attente / Acceptée / Expirée (read at the screen's clock, so that an
 * invitation left open past its 7 days turns « Expirée » without a reload), resend (not once accepted), delete.
 */
export function InvitationsList({
  query,
  restaurantNames,
  onResend,
  onDelete,
}: {
  query: UseQueryResult<InvitationRow[]>;
  restaurantNames: ReadonlyMap<string, string>;
  onResend(id: string): void;
  onDelete(id: string): void;
}) {
  return (
    <section className="settings-subsection" aria-labelledby="settings-invitations-title">
      <h3 id="settings-invitations-title">Invitations</h3>
      {query.isPending ? <p className="settings-hint">Chargement des invitations…</p> : null}
      {query.isError ? (
        <div role="alert" className="ui-notice ui-notice--error">
          <p>Erreur lors du chargement des invitations</p>
          <Button onPress={() => void query.refetch()}>Réessayer</Button>
        </div>
      ) : null}
      {query.data && query.data.length === 0 ? <p className="settings-hint">Aucune invitation</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="settings-list" aria-label="Invitations">
          {query.data.map((invitation) => {
            const state = getInvitationState(
              { used: invitation.used, expiresAt: invitation.expiresAt },
              now(),
            );
            return (
              <li key={invitation.id} className="settings-row">
                <span className="settings-row__main">
                  <strong>{invitation.name}</strong>
                  <span className="settings-row__detail">
                    {invitation.email} · {ROLE_LABELS[invitation.role]}
                  </span>
                  <span className="settings-row__detail">
                    {invitation.restaurantIds.map((id) => restaurantNames.get(id) ?? id).join(' · ')}
                  </span>
                  <span className="settings-row__detail">
                    {state === 'accepted' && invitation.usedAt
                      ? `Acceptée le ${formatFrenchDateTime(invitation.usedAt)}`
                      : `Valable jusqu'au ${formatFrenchDateTime(invitation.expiresAt)}`}
                  </span>
                </span>
                <Badge tone={TONES[state]}>{INVITATION_STATE_LABELS[state]}</Badge>
                <span className="settings-row__actions">
                  {state !== 'accepted' ? (
                    <Button size="sm" onPress={() => onResend(invitation.id)}>
                      Renvoyer<span className="sr-only"> l&apos;invitation de {invitation.email}</span>
                    </Button>
                  ) : null}
                  <Button size="sm" variant="danger" onPress={() => onDelete(invitation.id)}>
                    Supprimer<span className="sr-only"> l&apos;invitation de {invitation.email}</span>
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
