import { useEffect, useState } from 'react';
import { useRepositories } from '../lib/services-context';

const PUBLIC_CREATORS: Record<string, string> = {
  '': 'Client Internet',
  'client internet': 'Client Internet',
  client: 'Client',
  system: 'Système',
};

/** A shortened id for display ('Utilisateur supprimé (ab12cd…)'). */
export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/**
 * Who created a reservation, as staff read it: 'Client Internet' for the public link, the staff member's
 * name for a user id, 'Utilisateur supprimé' with a shortened id when that user no longer exists.
 */
export function useCreatorName(createdBy: string | undefined): string {
  const { users } = useRepositories();
  const key = (createdBy ?? '').trim();
  const fixed = PUBLIC_CREATORS[key.toLowerCase()] ?? (key.includes('@') ? key : undefined);
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (fixed !== undefined) return;
    let live = true;
    users
      .getById(key)
      .then(
        (user) => live && setName(user ? user.name || user.email : `Utilisateur supprimé (${shortId(key)})`),
      )
      .catch(() => live && setName(`Utilisateur supprimé (${shortId(key)})`));
    return () => {
      live = false;
    };
  }, [users, key, fixed]);
  return fixed ?? name ?? '…';
}
