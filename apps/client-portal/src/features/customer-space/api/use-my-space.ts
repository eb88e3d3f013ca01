import type { MySpace } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { callAsCustomer } from '../../../lib/customer-functions';
import { customerKeys } from '../../../session/customer-session-context';

/** Points refresh and gift detection every 30 s while the space is open (customer-flows §4, §9). */
export const SPACE_REFRESH_MS = 30_000;

/** The space's data in one bounded call: profile, a card per venue, counters, 10 latest reservations. */
export function useMySpace() {
  return useQuery({
    queryKey: customerKeys.space,
    queryFn: () => callAsCustomer<MySpace>('getMySpace', {}),
    refetchInterval: SPACE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
