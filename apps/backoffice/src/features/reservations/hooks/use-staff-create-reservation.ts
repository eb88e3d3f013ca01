import type { StaffCreateReservationInput } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_FILE_PREFIX, RESTAURANT_CUSTOMERS_PREFIX } from '../../../lib/customer-query-keys';
import { useCallables } from '../../../lib/services-context';

/**
 * 'Créer la réservation' as a mutation of the staffCreateReservation callable. Once made, the reads that
 * count it (covers left, upcoming search) are read again, and so are the customer file and the suggestions: the
 * callable files the guest before it answers, and a guest booked by phone is found by the file's search at once
 * (issue 48, defect 5).
 */
export function useStaffCreateReservation() {
  const callables = useCallables();
  const queryClient = useQueryClient();
  return useMutation({
    // A field left unset is not sent: the callable's encoding would turn `undefined` into `null`, which the
    // schema refuses (« Langue du client » left at « Non précisée » made every phone booking « Données invalides »).
    mutationFn: (input: StaffCreateReservationInput & { force?: boolean }) =>
      callables.staffCreateReservation(
        Object.fromEntries(
          Object.entries(input).filter(([, value]) => value !== undefined),
        ) as StaffCreateReservationInput & { force?: boolean },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dayReservations'] }),
        queryClient.invalidateQueries({ queryKey: ['upcomingSearch'] }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_FILE_PREFIX }),
        queryClient.invalidateQueries({ queryKey: RESTAURANT_CUSTOMERS_PREFIX }),
      ]);
    },
  });
}
