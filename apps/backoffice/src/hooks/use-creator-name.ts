import { shortenId } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../lib/services-context';

const PUBLIC_CREATORS: Record<string, string> = {
  '': 'Client Internet',
  'client internet': 'Client Internet',
  client: 'Client',
  system: 'Système',
};

/**
 * Who created a reservation, as staff read it: 'Client Internet' for the public link, the staff member's
 * name for a user id, 'Utilisateur supprimé' with a shortened id when that user no longer exists.
 */
export function useCreatorName(createdBy: string | undefined): string {
  const { users } = useRepositories();
  const key = (createdBy ?? '').trim();
  const fixed = PUBLIC_CREATORS[key.toLowerCase()] ?? (key.includes('@') ? key : undefined);
  const deleted = `Utilisateur supprimé (${shortenId(key)})`;
  const user = useQuery({
    queryKey: ['staff-user', key],
    queryFn: async () => {
      const found = await users.getById(key).catch(() => null);
      return found ? found.name || found.email : null;
    },
    enabled: fixed === undefined,
    staleTime: 5 * 60_000,
  });
  if (fixed !== undefined) return fixed;
  if (user.isPending) return '…';
  return user.data ?? deleted;
}
