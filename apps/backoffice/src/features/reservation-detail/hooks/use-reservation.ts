import type { Reservation } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/**
 * One reservation, live: `undefined` while loading, `null` when it does not exist. A reservation moved to the
 * archive (the customer profile's history links to those too) is read once from `reservations_archive`.
 */
export function useReservation(id: string): Reservation | null | undefined {
  const { reservations } = useRepositories();
  const [value, setValue] = useState<Reservation | null | undefined>(undefined);
  useEffect(() => {
    setValue(undefined);
    let live = true;
    const fromArchive = () =>
      reservations
        .getArchivedById(id)
        .then((archived) => live && setValue(archived ? { ...archived, archived: true } : null))
        .catch(() => live && setValue(null));
    const stop = reservations.watchById(
      id,
      (reservation) => {
        if (reservation) setValue(reservation);
        else void fromArchive();
      },
      () => setValue(null),
    );
    return () => {
      live = false;
      stop();
    };
  }, [reservations, id]);
  return value;
}
