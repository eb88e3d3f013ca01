import { useQuery } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';
import { customerProfileKeys } from './customer-profile-keys';

/** What merging `duplicateId` into `keptId` would do (`previewCustomerMerge`, nothing written). */
export function useMergePreview(input: { restaurantId: string; keptId: string; duplicateId: string } | null) {
  const callables = useCallables();
  return useQuery({
    queryKey: customerProfileKeys.mergePreview(
      input?.restaurantId ?? '',
      input?.keptId ?? '',
      input?.duplicateId ?? '',
    ),
    queryFn: () => callables.previewCustomerMerge(input!),
    enabled: input !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
