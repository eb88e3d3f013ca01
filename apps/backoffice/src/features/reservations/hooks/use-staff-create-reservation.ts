import type { StaffCreateReservationInput } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';

/**
 * 'Créer la réservation' as a mutation of the staffCreateReservation callable. Once made, the reads that
 * count it (covers left, upcoming search) are read again.
 */
export function useStaffCreateReservation() {
  const callables = useCallables();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCreateReservationInput & { force?: boolean }) =>
      callables.staffCreateReservation(input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dayReservations'] }),
        queryClient.invalidateQueries({ queryKey: ['upcomingSearch'] }),
      ]);
    },
  });
}
