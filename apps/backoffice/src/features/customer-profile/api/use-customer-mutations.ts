import type { UpdateCustomerInput } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';
import { CUSTOMER_FILE_PREFIX, customerProfileKeys } from './customer-profile-keys';

function useRefreshCustomers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: customerProfileKeys.all }),
      client.invalidateQueries({ queryKey: CUSTOMER_FILE_PREFIX }),
    ]);
}

/** `updateCustomer` from the profile's edit form; the profile and the file are read again after it. */
export function useUpdateCustomer() {
  const callables = useCallables();
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) => callables.updateCustomer(input),
    onSuccess: refresh,
  });
}

/** `deleteCustomer` (RGPD): the record and its traces; the file is read again after it. */
export function useDeleteCustomer() {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (customerId: string) => callables.deleteCustomer({ customerId }),
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOMER_FILE_PREFIX }),
  });
}

/** `mergeCustomers`: the duplicate joins the kept record; profile and file are read again. */
export function useMergeCustomers() {
  const callables = useCallables();
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (input: { restaurantId: string; keptId: string; duplicateId: string }) =>
      callables.mergeCustomers(input),
    onSuccess: refresh,
  });
}
