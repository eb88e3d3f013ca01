import type { Reservation } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** One reservation, live: `undefined` while loading, `null` when it does not exist. */
export function useReservation(id: string): Reservation | null | undefined {
  const { reservations } = useRepositories();
  const [value, setValue] = useState<Reservation | null | undefined>(undefined);
  useEffect(() => {
    setValue(undefined);
    return reservations.watchById(id, setValue, () => setValue(null));
  }, [reservations, id]);
  return value;
}
