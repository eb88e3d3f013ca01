import type { Entity } from '@app/data';
import type { StaffRole, StaffUser } from '@app/domain';
import { ROLE_DESCRIPTIONS, SETTINGS_MESSAGES as S } from '@app/domain';
import { Button, Select, Skeleton, useToast } from '@app/ui';
import { Pencil, Trash, UserPlus } from '@app/ui/icons';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import type { RestaurantChoice } from '../../../session/session-types';
import { useInvitations, useStaffUserMutations, useStaffUsers } from '../api/use-staff-users';
import { ConfirmDialog } from './confirm-dialog';
import { InvitationSentDialog } from './invitation-sent-dialog';
import { InvitationsList } from './invitations-list';
import { ROLE_OPTIONS } from './role-options';
import { UserFormDialog, type UserFormValues } from './user-form-dialog';

type Open =
  | { kind: 'invite' }
  | { kind: 'sent'; email: string; link: string }
  | { kind: 'edit'; user: Entity<StaffUser> }
  | { kind: 'delete'; user: Entity<StaffUser> }
  | null;

/**
 * « Utilisateurs & Rôles » (master_admin, administration §2, §5): the accounts with their role changed inline
 * ('Rôle mis à jour !'), edit and delete (never one's own: « Supprimer » disabled with 'Vous ne pouvez pas supprimer votre propre compte'),
 * the invitations with their state, resend and delete, and « Inviter un utilisateur ».
 */
export function UsersTab({
  currentUid,
  restaurants,
}: {
  currentUid: string;
  restaurants: readonly RestaurantChoice[];
}) {
  const users = useStaffUsers();
  const invitations = useInvitations();
  const m = useStaffUserMutations();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const names = new Map(restaurants.map((r) => [r.id, r.name]));

  const refuseSelf = () => toast.error(S.cannotDeleteSelf);
  const changeRole = (user: Entity<StaffUser>, role: StaffRole) => {
    if (user.id === currentUid) return refuseSelf();
    m.update.mutate(
      { userId: user.id, name: user.name, email: user.email, role, restaurantIds: user.restaurantIds },
      {
        onSuccess: () => toast.success(S.roleUpdated),
        onError: (error) => toast.error(toUserMessage(error, S.updateError)),
      },
    );
  };
  const invite = async (values: UserFormValues) => {
    try {
      const result = await m.invite.mutateAsync(values);
      toast.success(S.invitationSent);
      setOpen({ kind: 'sent', email: values.email, link: result.inviteUrl });
    } catch (error) {
      const message = toUserMessage(error, S.inviteError);
      toast.error(message);
      throw new Error(message);
    }
  };
  const edit = (user: Entity<StaffUser>) => async (values: UserFormValues) => {
    try {
      await m.update.mutateAsync({ userId: user.id, ...values });
      toast.success(S.userUpdated);
      setOpen(null);
    } catch (error) {
      const message = toUserMessage(error, S.editError);
      toast.error(message);
      throw new Error(message);
    }
  };

  return (
    <section className="settings-panel" aria-labelledby="settings-users-title">
      <div className="settings-panel__head">
        <h2 id="settings-users-title">Utilisateurs & Rôles</h2>
        <Button variant="primary" icon={UserPlus} onPress={() => setOpen({ kind: 'invite' })}>
          Inviter un utilisateur
        </Button>
      </div>
      {users.isPending ? <Skeleton shape="rect" height="160px" label="Chargement des utilisateurs" /> : null}
      {users.isError ? (
        <div role="alert" className="ui-notice ui-notice--error">
          <p>{S.loadConfigError}</p>
          <Button onPress={() => void users.refetch()}>Réessayer</Button>
        </div>
      ) : null}
      {users.data ? (
        <ul className="settings-list" aria-label="Utilisateurs">
          {users.data.map((user) => {
            const self = user.id === currentUid;
            return (
              <li key={user.id} className="settings-row">
                <span className="settings-row__main">
                  <strong>
                    {user.name || user.email}
                    {self ? ' (vous)' : ''}
                  </strong>
                  <span className="settings-row__detail">{user.email}</span>
                  <span className="settings-row__detail">
                    {user.restaurantIds.map((id) => names.get(id) ?? id).join(' · ') || 'Aucun restaurant'}
                  </span>
                  {self ? (
                    <span id={`self-delete-${user.id}`} className="settings-row__detail">
                      {S.cannotDeleteSelf}
                    </span>
                  ) : null}
                </span>
                <Select
                  label={`Rôle de ${user.name || user.email}`}
                  className="settings-row__role"
                  options={ROLE_OPTIONS}
                  selectedKey={user.role}
                  isDisabled={self}
                  description={ROLE_DESCRIPTIONS[user.role]}
                  onSelectionChange={(key) => key !== user.role && changeRole(user, key as StaffRole)}
                />
                <span className="settings-row__actions">
                  <Button
                    size="sm"
                    icon={Pencil}
                    onPress={() => (self ? refuseSelf() : setOpen({ kind: 'edit', user }))}
                  >
                    Modifier<span className="sr-only"> {user.name}</span>
                  </Button>
                  {/* One's own account: disabled with the reason said beside it (the server refuses it too). */}
                  <Button
                    size="sm"
                    variant="danger"
                    icon={Trash}
                    isDisabled={self}
                    aria-describedby={self ? `self-delete-${user.id}` : undefined}
                    onPress={() => setOpen({ kind: 'delete', user })}
                  >
                    Supprimer<span className="sr-only"> {user.name}</span>
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}

      <InvitationsList
        query={invitations}
        restaurantNames={names}
        onResend={(id) =>
          m.resend.mutate(id, {
            onSuccess: () => toast.success(S.emailResent),
            onError: (error) => toast.error(toUserMessage(error, S.resendError)),
          })
        }
        onDelete={(id) =>
          m.removeInvitation.mutate(id, {
            onSuccess: () => toast.success('Invitation supprimée'),
            onError: (error) => toast.error(toUserMessage(error, S.deleteError)),
          })
        }
      />

      {open?.kind === 'invite' ? (
        <UserFormDialog
          mode="invite"
          initial={{ name: '', email: '', role: 'admin', restaurantIds: [] }}
          restaurants={restaurants}
          busy={m.invite.isPending}
          onSubmit={invite}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'sent' ? (
        <InvitationSentDialog email={open.email} link={open.link} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'edit' ? (
        <UserFormDialog
          mode="edit"
          initial={{
            name: open.user.name,
            email: open.user.email,
            role: open.user.role,
            restaurantIds: open.user.restaurantIds,
          }}
          restaurants={restaurants}
          busy={m.update.isPending}
          onSubmit={edit(open.user)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title="Supprimer cet utilisateur ?"
          body={`${open.user.name || open.user.email} ne pourra plus se connecter ; son accès s'arrête tout de suite.`}
          confirmLabel="Supprimer définitivement"
          busy={m.remove.isPending}
          onConfirm={() =>
            m.remove.mutate(open.user.id, {
              onSuccess: () => {
                toast.success('Utilisateur supprimé');
                setOpen(null);
              },
              onError: (error) => toast.error(toUserMessage(error, S.deleteError)),
            })
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
