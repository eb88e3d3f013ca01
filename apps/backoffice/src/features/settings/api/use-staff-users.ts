import type { InviteUserInput, UpdateUserInput } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallables, useRepositories } from '../../../lib/services-context';
import { settingsKeys } from './settings-keys';

/** Every staff account (master_admin reads them all). */
export function useStaffUsers() {
  const { users } = useRepositories();
  return useQuery({ queryKey: settingsKeys.users, queryFn: () => users.listAll() });
}

/** Every invitation with its state (`listInvitations`). */
export function useInvitations() {
  const callables = useCallables();
  return useQuery({
    queryKey: settingsKeys.invitations,
    queryFn: async () => (await callables.listInvitations({})).invitations,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: settingsKeys.users }),
      client.invalidateQueries({ queryKey: settingsKeys.invitations }),
    ]);
}

/** The users tab's writes; the lists are read again after each. */
export function useStaffUserMutations() {
  const callables = useCallables();
  const refresh = useRefresh();
  return {
    invite: useMutation({
      mutationFn: (input: InviteUserInput) => callables.inviteUser(input),
      onSuccess: refresh,
    }),
    resend: useMutation({
      mutationFn: (invitationId: string) => callables.resendInvitation({ invitationId }),
      onSuccess: refresh,
    }),
    removeInvitation: useMutation({
      mutationFn: (invitationId: string) => callables.deleteInvitation({ invitationId }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (input: UpdateUserInput) => callables.updateUser(input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => callables.deleteUser({ userId }),
      onSuccess: refresh,
    }),
  };
}
