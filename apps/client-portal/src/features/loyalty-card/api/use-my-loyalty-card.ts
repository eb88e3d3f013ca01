import type { MyLoyaltyCard } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { callAsCustomer } from '../../../lib/customer-functions';
import { customerKeys } from '../../../session/customer-session-context';

/** Under the customer's keys: cleared at sign-out, read again every 30 minutes with the rest. */
export const loyaltyCardKey = [...customerKeys.all, 'loyalty-card'] as const;

/** The customer's own `LOYALTY:` code and their balance and level at each venue. */
export function useMyLoyaltyCard() {
  return useQuery({
    queryKey: loyaltyCardKey,
    queryFn: () => callAsCustomer<MyLoyaltyCard>('getMyLoyaltyCard', {}),
  });
}
