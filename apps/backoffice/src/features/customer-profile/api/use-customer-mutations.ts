import type { UpdateCustomerInput } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';
import { CUSTOMER_FILE_PREFIX, customerProfileKeys } from './customer-profile-keys';

/**
 * Marks the profile and the file as out of date. When the open profile's id is gone (a new e-mail, a merge into
 * the other record, a deletion) the open profile is not read again: that read would show « Client non trouvé »
 * and close the dialog before it announced the result; the screen opens the right page, which reads afresh.
 */
function useRefreshCustomers() {
  const client = useQueryClient();
  return (openProfileStays: boolean) =>
    Promise.all([
      client.invalidateQueries({
        queryKey: customerProfileKeys.all,
        refetchType: openProfileStays ? 'active' : 'none',
      }),
      client.invalidateQueries({ queryKey: CUSTOMER_FILE_PREFIX }),
    ]);
}

/** `updateCustomer` from the profile's edit form; the profile and the file are read again after it. */
export function useUpdateCustomer() {
  const callables = useCallables();
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) => callables.updateCustomer(input),
    onSuccess: (result, input) => refresh(result.customerId === input.customerId),
  });
}

/** `deleteCustomer` (RGPD): the record and its traces; the file is read again after it. */
export function useDeleteCustomer() {
  const callables = useCallables();
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (customerId: string) => callables.deleteCustomer({ customerId }),
    onSuccess: () => refresh(false),
  });
}

/** `mergeCustomers` from the profile of `openId`: the duplicate joins the kept record. */
export function useMergeCustomers(openId: string) {
  const callables = useCallables();
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (input: { restaurantId: string; keptId: string; duplicateId: string }) =>
      callables.mergeCustomers(input),
    onSuccess: (result) => refresh(result.customerId === openId),
  });
}
